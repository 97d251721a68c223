CREATE TABLE "content_progress" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" real DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_progress_user_id_file_id_pk" PRIMARY KEY("user_id","file_id"),
	CONSTRAINT "content_progress_position_check" CHECK ("content_progress"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stamped_copies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stamped_copies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"size_bytes" bigint,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "stamped_copies_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "stamped_copies_status_check" CHECK ("stamped_copies"."status" in ('preparing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_progress" ADD CONSTRAINT "content_progress_file_id_product_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."product_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamped_copies" ADD CONSTRAINT "stamped_copies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamped_copies" ADD CONSTRAINT "stamped_copies_file_id_product_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."product_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_progress_user_product_idx" ON "content_progress" USING btree ("user_id","product_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "stamped_copies_order_file_idx" ON "stamped_copies" USING btree ("order_id","file_id");