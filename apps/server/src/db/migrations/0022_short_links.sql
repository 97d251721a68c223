CREATE TABLE "short_link_blocked_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_link_daily_clicks" (
	"link_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "short_link_daily_clicks_link_id_day_pk" PRIMARY KEY("link_id","day")
);
--> statement-breakpoint
CREATE TABLE "short_link_referrers" (
	"link_id" integer NOT NULL,
	"domain" text NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "short_link_referrers_link_id_domain_pk" PRIMARY KEY("link_id","domain")
);
--> statement-breakpoint
CREATE TABLE "short_link_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "short_link_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"link_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reporter_id" integer,
	"reporter_ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "short_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"target" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"disabled_by" text,
	"redirect_type" smallint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "short_links_status_check" CHECK ("short_links"."status" in ('active', 'disabled')),
	CONSTRAINT "short_links_disabled_by_check" CHECK (("short_links"."status" = 'active' and "short_links"."disabled_by" is null) or ("short_links"."status" = 'disabled' and "short_links"."disabled_by" in ('owner', 'admin'))),
	CONSTRAINT "short_links_redirect_check" CHECK ("short_links"."redirect_type" is null or "short_links"."redirect_type" in (301, 302)),
	CONSTRAINT "short_links_code_check" CHECK ("short_links"."code" = lower("short_links"."code") and length("short_links"."code") between 3 and 32)
);
--> statement-breakpoint
ALTER TABLE "short_link_daily_clicks" ADD CONSTRAINT "short_link_daily_clicks_link_id_short_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."short_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_link_referrers" ADD CONSTRAINT "short_link_referrers_link_id_short_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."short_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_link_reports" ADD CONSTRAINT "short_link_reports_link_id_short_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."short_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "short_link_reports_link_idx" ON "short_link_reports" USING btree ("link_id","resolved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "short_links_code_idx" ON "short_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "short_links_user_idx" ON "short_links" USING btree ("user_id","id");