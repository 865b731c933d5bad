ALTER TABLE "organizations" DROP CONSTRAINT "organizations_type_check";--> statement-breakpoint
ALTER TABLE "contact_inquiries" ALTER COLUMN "first_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ALTER COLUMN "last_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_inquiries" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" text;--> statement-breakpoint
-- earlier orders get a number of the same form: SB-, the month placed in Malaysia, 4 characters of Crockford's base 32
DO $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  row record;
  candidate text;
BEGIN
  FOR row IN SELECT id, created_at FROM orders WHERE number IS NULL LOOP
    LOOP
      candidate := 'SB-' || to_char(row.created_at AT TIME ZONE 'Asia/Kuala_Lumpur', 'YYMM') || '-';
      FOR i IN 1..4 LOOP
        candidate := candidate || substr(alphabet, 1 + floor(random() * 32)::int, 1);
      END LOOP;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM orders WHERE number = candidate);
    END LOOP;
    UPDATE orders SET number = candidate WHERE id = row.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
UPDATE "orders" SET "cancelled_at" = e.created_at, "cancellation_reason" = e.note
  FROM (SELECT DISTINCT ON (order_id) order_id, created_at, note FROM order_status_events
        WHERE status = 'cancelled' ORDER BY order_id, created_at DESC) e
  WHERE e.order_id = "orders"."id" AND "orders"."status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_preferences" jsonb DEFAULT '{"orderUpdates":true,"productNews":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_nudged_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "users_unfinished_profile_idx" ON "users" USING btree ("created_at") WHERE "users"."is_profile_complete" = false;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_type_check" CHECK ("organizations"."type" in ('DESIGNER', 'ARCHITECT', 'CONTRACTOR', 'DEVELOPER', 'OTHER', 'INDIVIDUAL', 'BRAND'));