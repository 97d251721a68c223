CREATE TABLE "landing_page_stats" (
	"page_id" integer NOT NULL,
	"block_id" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "landing_page_stats_page_id_block_id_pk" PRIMARY KEY("page_id","block_id")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "landing_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL,
	"brand_color" text DEFAULT '#4f46e5' NOT NULL,
	"blocks" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "landing_pages_status_check" CHECK ("landing_pages"."status" in ('draft', 'published')),
	CONSTRAINT "landing_pages_theme_check" CHECK ("landing_pages"."theme" in ('light', 'dark', 'sunset', 'forest')),
	CONSTRAINT "landing_pages_slug_check" CHECK ("landing_pages"."slug" ~ '^[a-z0-9](-?[a-z0-9])+$' and length("landing_pages"."slug") <= 60),
	CONSTRAINT "landing_pages_brand_color_check" CHECK ("landing_pages"."brand_color" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "landing_page_stats" ADD CONSTRAINT "landing_page_stats_page_id_landing_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."landing_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "landing_pages" ADD CONSTRAINT "landing_pages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_owner_slug_idx" ON "landing_pages" USING btree ("owner_id","slug");