CREATE TABLE "recommendation_purchases" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"acquired_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recommendation_purchases_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "recommendation_purchases" ADD CONSTRAINT "recommendation_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_purchases" ADD CONSTRAINT "recommendation_purchases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendation_purchases_product_idx" ON "recommendation_purchases" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "recommendation_purchases_time_idx" ON "recommendation_purchases" USING btree ("acquired_at");--> statement-breakpoint
INSERT INTO "recommendation_purchases" ("user_id", "product_id", "acquired_at") SELECT "user_id", "product_id", "acquired_at" FROM "ownerships" ON CONFLICT DO NOTHING;
