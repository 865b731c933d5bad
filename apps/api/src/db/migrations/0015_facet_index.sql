-- The facet index (issue 17, ADR 0023) keeps the listing's filter columns in each server's memory and follows the
-- writes: each listing row carries the transaction that last wrote it, and each removal is kept a day with its own,
-- so a snapshot's later changes are read by `changed_in` (a snapshot sees a transaction or it does not).
CREATE TABLE "sample_listing_removals" (
	"id" uuid NOT NULL,
	"changed_in" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- the rows already there keep none (no rewrite of the table): a full read of the index sees them
ALTER TABLE "sample_listing" ADD COLUMN "changed_in" "xid8";--> statement-breakpoint
ALTER TABLE "sample_listing" ALTER COLUMN "changed_in" SET DEFAULT pg_current_xact_id();--> statement-breakpoint
CREATE INDEX "sample_listing_removals_changed_in_idx" ON "sample_listing_removals" USING btree ("changed_in");--> statement-breakpoint
CREATE INDEX "sample_listing_removals_removed_at_idx" ON "sample_listing_removals" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "sample_listing_changed_in_idx" ON "sample_listing" USING btree ("changed_in");--> statement-breakpoint
CREATE OR REPLACE FUNCTION sample_listing_mark_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_in := pg_current_xact_id();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sample_listing_changed BEFORE UPDATE ON sample_listing
  FOR EACH ROW EXECUTE FUNCTION sample_listing_mark_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sample_listing_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sample_listing_removals (id) SELECT id FROM old_rows;
  DELETE FROM sample_listing_removals WHERE removed_at < now() - interval '1 day';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sample_listing_removed AFTER DELETE ON sample_listing
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sample_listing_after_delete();
