CREATE TABLE "assistant_course_builds" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"course_id" integer,
	"status" text NOT NULL,
	"rights" text NOT NULL,
	"request" jsonb NOT NULL,
	"source" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "assistant_course_builds_status_check" CHECK ("assistant_course_builds"."status" in ('running', 'done', 'failed')),
	CONSTRAINT "assistant_course_builds_rights_check" CHECK ("assistant_course_builds"."rights" in ('copy', 'reference'))
);
--> statement-breakpoint
ALTER TABLE "assistant_course_builds" ADD CONSTRAINT "assistant_course_builds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_course_builds_owner_idx" ON "assistant_course_builds" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_course_builds_one_running" ON "assistant_course_builds" USING btree ("owner_id") WHERE "assistant_course_builds"."status" = 'running';