DROP INDEX "sample_listing_stock_first_idx";--> statement-breakpoint
CREATE INDEX "sample_listing_stock_first_idx" ON "sample_listing" USING btree (("stock" <= 0),"name","id","stock");