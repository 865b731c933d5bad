DROP INDEX "samples_price_idx";--> statement-breakpoint
DROP INDEX "samples_created_idx";--> statement-breakpoint
DROP INDEX "samples_name_idx";--> statement-breakpoint
DROP INDEX "samples_stock_first_idx";--> statement-breakpoint
CREATE INDEX "samples_price_id_idx" ON "samples" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "samples_created_id_idx" ON "samples" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "samples_name_id_idx" ON "samples" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "samples_listing_idx" ON "samples" USING btree (("stock" > 0) desc,"name","id","stock");