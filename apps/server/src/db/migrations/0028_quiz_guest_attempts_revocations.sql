ALTER TABLE "lms_certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lms_certificates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "lms_contents" ADD COLUMN "completion_threshold" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "lms_invites" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lms_progress" ADD COLUMN "seen" text;--> statement-breakpoint
ALTER TABLE "lms_progress" ADD COLUMN "active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lms_progress" ADD COLUMN "active_seconds" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "guest_browser_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_sessions_browser_attempt_idx" ON "quiz_sessions" USING btree ("quiz_id","guest_browser_hash","attempt_number") WHERE "quiz_sessions"."guest_browser_hash" is not null;--> statement-breakpoint
ALTER TABLE "lms_certificates" ADD CONSTRAINT "lms_certificates_revoked_check" CHECK (("lms_certificates"."revoked_at" is null) = ("lms_certificates"."revoked_reason" is null));--> statement-breakpoint
ALTER TABLE "lms_contents" ADD CONSTRAINT "lms_contents_threshold_check" CHECK ("lms_contents"."completion_threshold" between 1 and 100);