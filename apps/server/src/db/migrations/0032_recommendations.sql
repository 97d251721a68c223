CREATE TABLE "recommendation_clicks" (
	"rec_id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"product_id" integer NOT NULL,
	"slot" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_daily_stats" (
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recommendation_daily_stats_product_id_day_pk" PRIMARY KEY("product_id","day"),
	CONSTRAINT "recommendation_daily_stats_counts_check" CHECK ("recommendation_daily_stats"."impressions" >= 0 and "recommendation_daily_stats"."clicks" >= 0 and "recommendation_daily_stats"."purchases" >= 0 and "recommendation_daily_stats"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recommendation_hidden" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"hidden_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recommendation_hidden_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "recommendation_neighbours" (
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"neighbour_ids" integer[] NOT NULL,
	"scores" real[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recommendation_neighbours_product_id_kind_pk" PRIMARY KEY("product_id","kind"),
	CONSTRAINT "recommendation_neighbours_kind_check" CHECK ("recommendation_neighbours"."kind" in ('bought', 'similar', 'next'))
);
--> statement-breakpoint
CREATE TABLE "recommendation_popular" (
	"key" text PRIMARY KEY NOT NULL,
	"product_ids" integer[] NOT NULL,
	"scores" real[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_rules" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recommendation_rules_action_check" CHECK ("recommendation_rules"."action" in ('pin', 'exclude'))
);
--> statement-breakpoint
CREATE TABLE "recommendation_searches" (
	"user_id" integer NOT NULL,
	"query" text NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recommendation_searches_user_id_query_pk" PRIMARY KEY("user_id","query")
);
--> statement-breakpoint
CREATE TABLE "recommendation_stale" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recommendation_stale_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendation_views" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recommendation_views_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "recommendation_clicks" ADD CONSTRAINT "recommendation_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_clicks" ADD CONSTRAINT "recommendation_clicks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_daily_stats" ADD CONSTRAINT "recommendation_daily_stats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_hidden" ADD CONSTRAINT "recommendation_hidden_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_hidden" ADD CONSTRAINT "recommendation_hidden_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_neighbours" ADD CONSTRAINT "recommendation_neighbours_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_rules" ADD CONSTRAINT "recommendation_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_rules" ADD CONSTRAINT "recommendation_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_searches" ADD CONSTRAINT "recommendation_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_views" ADD CONSTRAINT "recommendation_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_views" ADD CONSTRAINT "recommendation_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_clicks_user_idx" ON "recommendation_clicks" USING btree ("user_id","product_id","clicked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recommendation_clicks_time_idx" ON "recommendation_clicks" USING btree ("clicked_at");--> statement-breakpoint
CREATE INDEX "recommendation_searches_user_idx" ON "recommendation_searches" USING btree ("user_id","searched_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recommendation_stale_created_idx" ON "recommendation_stale" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recommendation_views_user_idx" ON "recommendation_views" USING btree ("user_id","viewed_at" DESC NULLS LAST);