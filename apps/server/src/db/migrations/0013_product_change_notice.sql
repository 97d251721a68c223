-- Besides the log row, a notice on "product_changes": a process that hears every change as it commits
-- (embedded PGlite) reads the log only after one.
CREATE OR REPLACE FUNCTION "log_product_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_changes" ("product_id") VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END);
  PERFORM pg_notify('product_changes', '');
  RETURN NULL;
END;
$$;
