CREATE TABLE "short_link_visitors" (
	"link_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"clicks" smallint NOT NULL,
	"last_added" smallint NOT NULL,
	CONSTRAINT "short_link_visitors_link_id_day_visitor_pk" PRIMARY KEY("link_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "google_oauth_states" (
	"nonce" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"browser_hash" text NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quota_counters" (
	"scope" text NOT NULL,
	"owner_id" integer NOT NULL,
	"period" text NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"reserved" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "quota_counters_scope_owner_id_period_pk" PRIMARY KEY("scope","owner_id","period"),
	CONSTRAINT "quota_counters_used_check" CHECK ("quota_counters"."used" >= 0),
	CONSTRAINT "quota_counters_reserved_check" CHECK ("quota_counters"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quota_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quota_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"owner_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quota_reservations_amount_check" CHECK ("quota_reservations"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "short_link_daily_clicks" ADD COLUMN "visitors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "short_link_daily_clicks" ADD COLUMN "redirects" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "short_link_visitors" ADD CONSTRAINT "short_link_visitors_link_id_short_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."short_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_oauth_states" ADD CONSTRAINT "google_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "short_link_visitors_day_idx" ON "short_link_visitors" USING btree ("day");--> statement-breakpoint
CREATE INDEX "google_oauth_states_expires_idx" ON "google_oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "quota_reservations_expires_idx" ON "quota_reservations" USING btree ("expires_at");