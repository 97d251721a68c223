CREATE TABLE "deck_renditions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deck_renditions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"pdf_key" text,
	"page_count" integer,
	"size_bytes" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deck_renditions_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "deck_renditions_pdf_key_unique" UNIQUE("pdf_key"),
	CONSTRAINT "deck_renditions_status_check" CHECK ("deck_renditions"."status" in ('pending', 'ready', 'unavailable')),
	CONSTRAINT "deck_renditions_reason_check" CHECK ("deck_renditions"."reason" is null or "deck_renditions"."reason" in ('no-converter', 'failed')),
	CONSTRAINT "deck_renditions_ready_check" CHECK ("deck_renditions"."status" <> 'ready' or ("deck_renditions"."pdf_key" is not null and "deck_renditions"."page_count" is not null and "deck_renditions"."size_bytes" is not null))
);
--> statement-breakpoint
CREATE INDEX "deck_renditions_pending_idx" ON "deck_renditions" USING btree ("id") WHERE "deck_renditions"."status" = 'pending';