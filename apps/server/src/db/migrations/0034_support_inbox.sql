CREATE TABLE "support_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_messages_kind_check" CHECK ("support_messages"."kind" in ('sender', 'answer', 'note')),
	CONSTRAINT "support_messages_body_check" CHECK (length("support_messages"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"subject" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_email" text NOT NULL,
	"sender_user_id" integer,
	"language" text DEFAULT 'id' NOT NULL,
	"ip" text,
	"assignee_id" integer,
	"premium_decision" text,
	"first_response_due_at" timestamp with time zone NOT NULL,
	"first_responded_at" timestamp with time zone,
	"waiting_since" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_requests_status_check" CHECK ("support_requests"."status" in ('new', 'open', 'answered', 'closed')),
	CONSTRAINT "support_requests_type_check" CHECK ("support_requests"."type" in ('general', 'billing', 'technical', 'content', 'premium_creator')),
	CONSTRAINT "support_requests_priority_check" CHECK ("support_requests"."priority" in ('priority', 'normal')),
	CONSTRAINT "support_requests_language_check" CHECK ("support_requests"."language" in ('id', 'en')),
	CONSTRAINT "support_requests_premium_check" CHECK (("support_requests"."type" = 'premium_creator' and "support_requests"."premium_decision" in ('pending', 'approved', 'declined')) or ("support_requests"."type" <> 'premium_creator' and "support_requests"."premium_decision" is null)),
	CONSTRAINT "support_requests_waiting_check" CHECK (("support_requests"."status" in ('new', 'open')) = ("support_requests"."waiting_since" is not null)),
	CONSTRAINT "support_requests_closed_check" CHECK (("support_requests"."status" = 'closed') = ("support_requests"."closed_at" is not null))
);
--> statement-breakpoint
-- Every message of the contact form so far becomes a request with the same id and that message as the first of
-- its thread: new, waiting since it came in, due two days later (no working hours for the past).
INSERT INTO "support_requests" ("id", "type", "status", "priority", "subject", "sender_name", "sender_email", "sender_user_id", "language", "ip", "first_response_due_at", "waiting_since", "created_at", "updated_at")
OVERRIDING SYSTEM VALUE
SELECT "id", 'general', 'new', 'normal', left("subject", 150), "name", lower("email"), "user_id", 'id', "ip", "created_at" + interval '2 days', "created_at", "created_at", "created_at"
FROM "contact_messages";--> statement-breakpoint
INSERT INTO "support_messages" ("request_id", "kind", "body", "author_id", "author_name", "created_at")
SELECT "id", 'sender', coalesce(nullif(left("message", 5000), ''), '-'), "user_id", "name", "created_at"
FROM "contact_messages" ORDER BY "id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('support_requests', 'id'), coalesce((SELECT max("id") FROM "support_requests"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "contact_messages" CASCADE;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_messages_request_idx" ON "support_messages" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "support_requests_inbox_idx" ON "support_requests" USING btree ("status","priority","updated_at");--> statement-breakpoint
CREATE INDEX "support_requests_sender_user_idx" ON "support_requests" USING btree ("sender_user_id","id");--> statement-breakpoint
CREATE INDEX "support_requests_sender_email_idx" ON "support_requests" USING btree ("sender_email","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_assignee_idx" ON "support_requests" USING btree ("assignee_id");