ALTER TABLE "organizations" ADD COLUMN "tin" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "sst_number" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "id_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate" numeric(5, 4);