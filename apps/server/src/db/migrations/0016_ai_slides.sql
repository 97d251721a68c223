CREATE TABLE "ai_usage" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "slide_assets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slide_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slideshow_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slideshow_id" integer NOT NULL,
	"order_index" integer NOT NULL,
	"content" jsonb NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slides_order_index_check" CHECK ("slides"."order_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slideshows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slideshows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"topic" text NOT NULL,
	"audience" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"tone" text NOT NULL,
	"slide_count" integer NOT NULL,
	"status" text DEFAULT 'outline' NOT NULL,
	"failure" text,
	"theme" jsonb NOT NULL,
	"outline" jsonb NOT NULL,
	"generator" text NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"source_kind" text,
	"source_label" text,
	"source_markdown" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slideshows_status_check" CHECK ("slideshows"."status" in ('outline', 'generating', 'ready', 'failed')),
	CONSTRAINT "slideshows_language_check" CHECK ("slideshows"."language" in ('id', 'en')),
	CONSTRAINT "slideshows_generator_check" CHECK ("slideshows"."generator" in ('builtin', 'model')),
	CONSTRAINT "slideshows_slide_count_check" CHECK ("slideshows"."slide_count" between 3 and 40),
	CONSTRAINT "slideshows_source_kind_check" CHECK ("slideshows"."source_kind" is null or "slideshows"."source_kind" in ('url', 'product', 'text', 'pdf'))
);
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_assets" ADD CONSTRAINT "slide_assets_slideshow_id_slideshows_id_fk" FOREIGN KEY ("slideshow_id") REFERENCES "public"."slideshows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_slideshow_id_slideshows_id_fk" FOREIGN KEY ("slideshow_id") REFERENCES "public"."slideshows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slideshows" ADD CONSTRAINT "slideshows_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slide_assets_deck_idx" ON "slide_assets" USING btree ("slideshow_id");--> statement-breakpoint
CREATE INDEX "slides_deck_order_idx" ON "slides" USING btree ("slideshow_id","order_index");--> statement-breakpoint
CREATE INDEX "slideshows_owner_idx" ON "slideshows" USING btree ("owner_id","updated_at");