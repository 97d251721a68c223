CREATE TABLE "lms_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lms_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enrolment_id" integer NOT NULL,
	"code" text NOT NULL,
	"learner_name" text NOT NULL,
	"course_title" text NOT NULL,
	"trainer_name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lms_certificates_enrolment_id_unique" UNIQUE("enrolment_id"),
	CONSTRAINT "lms_certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lms_contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lms_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"storage_key" text,
	"content_type" text,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"page_count" integer,
	"duration_seconds" real,
	"product_id" integer,
	"product_file_id" integer,
	"quiz_id" integer,
	"drip_days" integer,
	"min_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lms_contents_type_check" CHECK ("lms_contents"."type" in ('video', 'text', 'pdf', 'audio', 'slides', 'quiz')),
	CONSTRAINT "lms_contents_drip_check" CHECK ("lms_contents"."drip_days" is null or "lms_contents"."drip_days" between 0 and 3650),
	CONSTRAINT "lms_contents_min_score_check" CHECK ("lms_contents"."min_score" is null or "lms_contents"."min_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "lms_courses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lms_courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trainer_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"language" text DEFAULT 'id' NOT NULL,
	"cover_key" text,
	"access_mode" text DEFAULT 'public' NOT NULL,
	"product_id" integer,
	"sequential" boolean DEFAULT false NOT NULL,
	"requires_verified_email" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lms_courses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "lms_courses_access_check" CHECK ("lms_courses"."access_mode" in ('public', 'invite', 'paid')),
	CONSTRAINT "lms_courses_paid_product_check" CHECK ("lms_courses"."access_mode" <> 'paid' or "lms_courses"."product_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "lms_email_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lms_email_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "lms_email_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "lms_enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lms_enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text NOT NULL,
	"invite_id" integer,
	"enrolled_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "lms_enrolments_status_check" CHECK ("lms_enrolments"."status" in ('invited', 'pending', 'active', 'completed', 'removed')),
	CONSTRAINT "lms_enrolments_source_check" CHECK ("lms_enrolments"."source" in ('public', 'invite', 'purchase'))
);
--> statement-breakpoint
CREATE TABLE "lms_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lms_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lms_feedback_rating_check" CHECK ("lms_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "lms_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lms_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lms_invites_token_unique" UNIQUE("token"),
	CONSTRAINT "lms_invites_uses_check" CHECK ("lms_invites"."max_uses" is null or "lms_invites"."uses" <= "lms_invites"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "lms_progress" (
	"enrolment_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	"percentage" real DEFAULT 0 NOT NULL,
	"score" integer,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lms_progress_enrolment_id_content_id_pk" PRIMARY KEY("enrolment_id","content_id"),
	CONSTRAINT "lms_progress_percentage_check" CHECK ("lms_progress"."percentage" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "lms_certificates" ADD CONSTRAINT "lms_certificates_enrolment_id_lms_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."lms_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_contents" ADD CONSTRAINT "lms_contents_course_id_lms_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lms_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_contents" ADD CONSTRAINT "lms_contents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_courses" ADD CONSTRAINT "lms_courses_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_courses" ADD CONSTRAINT "lms_courses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_courses" ADD CONSTRAINT "lms_courses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_email_tokens" ADD CONSTRAINT "lms_email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_email_tokens" ADD CONSTRAINT "lms_email_tokens_course_id_lms_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lms_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_enrolments" ADD CONSTRAINT "lms_enrolments_course_id_lms_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lms_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_enrolments" ADD CONSTRAINT "lms_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_feedback" ADD CONSTRAINT "lms_feedback_course_id_lms_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lms_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_feedback" ADD CONSTRAINT "lms_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_invites" ADD CONSTRAINT "lms_invites_course_id_lms_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lms_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_progress" ADD CONSTRAINT "lms_progress_enrolment_id_lms_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."lms_enrolments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_progress" ADD CONSTRAINT "lms_progress_content_id_lms_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."lms_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lms_contents_course_idx" ON "lms_contents" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "lms_courses_trainer_idx" ON "lms_courses" USING btree ("trainer_id");--> statement-breakpoint
CREATE INDEX "lms_courses_product_idx" ON "lms_courses" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lms_enrolments_course_user_idx" ON "lms_enrolments" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "lms_enrolments_user_idx" ON "lms_enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lms_feedback_course_user_idx" ON "lms_feedback" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "lms_invites_course_idx" ON "lms_invites" USING btree ("course_id");