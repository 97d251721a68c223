CREATE TABLE "download_link_uses" (
	"link_id" text PRIMARY KEY NOT NULL,
	"budget_bytes" bigint NOT NULL,
	"sent_bytes" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "download_link_uses_sent_check" CHECK ("download_link_uses"."sent_bytes" >= 0)
);
--> statement-breakpoint
CREATE INDEX "download_link_uses_expires_idx" ON "download_link_uses" USING btree ("expires_at");