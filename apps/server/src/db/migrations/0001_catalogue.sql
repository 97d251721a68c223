CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"role" text NOT NULL,
	"state" text DEFAULT 'staged' NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"title" text,
	"position" integer DEFAULT 0 NOT NULL,
	"duration_seconds" real,
	"page_count" integer,
	"slide_count" integer,
	"outline" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "product_files_role_check" CHECK ("product_files"."role" in ('main', 'sample', 'track', 'lesson', 'deck')),
	CONSTRAINT "product_files_state_check" CHECK ("product_files"."state" in ('live', 'staged')),
	CONSTRAINT "product_files_size_check" CHECK ("product_files"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"category_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"base_price" integer NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"price" integer GENERATED ALWAYS AS (greatest("products"."base_price" - "products"."discount_amount", 0)) STORED NOT NULL,
	"language" text DEFAULT 'id' NOT NULL,
	"cover_key" text,
	"downloadable" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"published_at" timestamp with time zone,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('indonesian', "products"."name"), 'A') || setweight(to_tsvector('simple', "products"."name"), 'A') || setweight(to_tsvector('indonesian', "products"."description_text"), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_format_check" CHECK ("products"."format" in ('PDF', 'MP3', 'CRS', 'PPT')),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'pending', 'approved', 'rejected')),
	CONSTRAINT "products_language_check" CHECK ("products"."language" in ('id', 'en')),
	CONSTRAINT "products_price_check" CHECK ("products"."base_price" >= 0 and "products"."discount_amount" >= 0 and "products"."discount_amount" <= "products"."base_price")
);
--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_idx" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_files_product_idx" ON "product_files" USING btree ("product_id","role","position");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_public_newest_idx" ON "products" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_published" and "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_public_format_idx" ON "products" USING btree ("format","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_published" and "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_public_price_idx" ON "products" USING btree ("price","id") WHERE "products"."is_published" and "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_public_sales_idx" ON "products" USING btree ("sales_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."is_published" and "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_review_queue_idx" ON "products" USING btree ("status","submitted_at");