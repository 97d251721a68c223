CREATE TABLE "product_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"tx" bigint DEFAULT pg_current_xact_id()::text::bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_changes_tx_idx" ON "product_changes" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "product_changes_changed_at_idx" ON "product_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE FUNCTION "log_product_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_changes" ("product_id") VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_log_change" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "log_product_change"();
