CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_sample_idx" ON "order_items" USING btree ("sample_id");--> statement-breakpoint
CREATE INDEX "samples_stock_idx" ON "samples" USING btree ("stock","name");