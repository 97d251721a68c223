CREATE TABLE "lms_email_invites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lms_email_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"course_id" integer NOT NULL,
	"email" text NOT NULL,
	"invite_id" integer NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"user_id" integer
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lms_email_invites" ADD CONSTRAINT "lms_email_invites_course_id_lms_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lms_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_email_invites" ADD CONSTRAINT "lms_email_invites_invite_id_lms_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."lms_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lms_email_invites" ADD CONSTRAINT "lms_email_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lms_email_invites_course_email_idx" ON "lms_email_invites" USING btree ("course_id","email");--> statement-breakpoint
CREATE INDEX "lms_email_invites_invite_idx" ON "lms_email_invites" USING btree ("invite_id");