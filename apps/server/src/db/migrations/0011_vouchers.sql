ALTER TABLE "campaigns" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "uses_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_code_idx" ON "campaigns" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orders_voucher_idx" ON "orders" USING btree ("campaign_id") WHERE "orders"."voucher_code" is not null and "orders"."status" in ('pending', 'awaiting_review');--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_code_check" CHECK ("campaigns"."code" is null or "campaigns"."code" ~ '^[A-Z0-9-]{3,32}$');--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_usage_limit_check" CHECK ("campaigns"."usage_limit" is null or ("campaigns"."code" is not null and "campaigns"."usage_limit" >= 1));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_uses_count_check" CHECK ("campaigns"."uses_count" >= 0);