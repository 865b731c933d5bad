CREATE TABLE "brand_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "brand_invitations_role_check" CHECK ("brand_invitations"."role" in ('owner', 'editor')),
	CONSTRAINT "brand_invitations_status_check" CHECK ("brand_invitations"."status" in ('pending', 'accepted', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "brand_members" (
	"brand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_members_brand_id_user_id_pk" PRIMARY KEY("brand_id","user_id"),
	CONSTRAINT "brand_members_role_check" CHECK ("brand_members"."role" in ('owner', 'editor'))
);
--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"ssm_number" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"catalogue_size" text NOT NULL,
	"message" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"brand_id" uuid,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_applications_status_check" CHECK ("partner_applications"."status" in ('pending', 'approved', 'declined')),
	CONSTRAINT "partner_applications_size_check" CHECK ("partner_applications"."catalogue_size" in ('1-50', '51-200', '201-1000', '1000+')),
	CONSTRAINT "partner_applications_locale_check" CHECK ("partner_applications"."locale" in ('en', 'ms'))
);
--> statement-breakpoint
CREATE TABLE "sample_events_daily" (
	"sample_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sample_events_daily_sample_id_kind_day_pk" PRIMARY KEY("sample_id","kind","day"),
	CONSTRAINT "sample_events_daily_kind_check" CHECK ("sample_events_daily"."kind" in ('view', 'wishlist', 'board', 'request', 'order')),
	CONSTRAINT "sample_events_daily_count_check" CHECK ("sample_events_daily"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"sample_id" uuid PRIMARY KEY NOT NULL,
	"stock" integer NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"brand_id" uuid,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"shipped_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "share_with_brands" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fulfilment" text DEFAULT 'waiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shipment_id" uuid;--> statement-breakpoint
ALTER TABLE "brand_invitations" ADD CONSTRAINT "brand_invitations_brand_id_organizations_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_invitations" ADD CONSTRAINT "brand_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_members" ADD CONSTRAINT "brand_members_brand_id_organizations_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_members" ADD CONSTRAINT "brand_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_members" ADD CONSTRAINT "brand_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_brand_id_organizations_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_events_daily" ADD CONSTRAINT "sample_events_daily_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_brand_id_organizations_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_invitations_brand_idx" ON "brand_invitations" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE INDEX "brand_invitations_email_idx" ON "brand_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "brand_invitations_pending_key" ON "brand_invitations" USING btree ("brand_id",lower("email")) WHERE "brand_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "brand_members_user_idx" ON "brand_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_applications_status_idx" ON "partner_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "partner_applications_email_idx" ON "partner_applications" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sample_events_daily_day_idx" ON "sample_events_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "order_shipments_order_idx" ON "order_shipments" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_manufacturer_idx" ON "order_items" USING btree ("manufacturer_id","fulfilment");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_low_stock_threshold_check" CHECK ("organizations"."low_stock_threshold" is null or "organizations"."low_stock_threshold" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_status_check" CHECK ("samples"."status" in ('draft', 'published', 'discontinued'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_fulfilment_check" CHECK ("order_items"."fulfilment" in ('waiting', 'packed', 'shipped'));--> statement-breakpoint
-- lines of orders already on their way were shipped before brands marked their own
UPDATE "order_items" SET "fulfilment" = 'shipped'
WHERE "order_id" IN (SELECT "id" FROM "orders" WHERE "status" IN ('in-transit', 'delivered'));
--> statement-breakpoint
-- Only a published sample is listed (issue 18): a draft or a discontinued sample has no sample_listing row, so the
-- listing, its counts, search and the facet index never see it. A sample published later gets its row then, with its
-- certificates; one withdrawn loses it (the removal trigger of 0015 tells the facet index).
CREATE OR REPLACE FUNCTION sample_listing_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sample_listing (id, name, brand_name, manufacturer_id, category_id, price, stock, created_at, color_label,
                              usage, architectural, sku, search_vector, color_lab, fire_bs476, fire_euroclass,
                              slip_rating, voc_level, recycled_percent, made_in_malaysia, lead_time_days)
  SELECT n.id, n.name, o.name, n.manufacturer_id, n.category_id, n.price, n.stock, n.created_at, n.color_label,
         n.usage, n.architectural, n.sku,
         sample_search_vector(n.name, n.sku, n.material, n.color_label, c.name, o.name, n.description),
         n.color_lab, n.fire_bs476, substring(n.fire_euroclass from '^(A1|A2|B|C|D|E|F)'), n.slip_rating, n.voc_level,
         n.recycled_percent, n.made_in_malaysia, n.lead_time_days
  FROM new_rows n JOIN organizations o ON o.id = n.manufacturer_id LEFT JOIN sample_categories c ON c.id = n.category_id
  WHERE n.status = 'published';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sample_listing_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sample_listing l USING new_rows n WHERE l.id = n.id AND n.status <> 'published';
  INSERT INTO sample_listing (id, name, brand_name, manufacturer_id, category_id, price, stock, created_at, color_label,
                              usage, architectural, sku, search_vector, color_lab, fire_bs476, fire_euroclass,
                              slip_rating, voc_level, recycled_percent, made_in_malaysia, lead_time_days)
  SELECT n.id, n.name, b.name, n.manufacturer_id, n.category_id, n.price, n.stock, n.created_at, n.color_label,
         n.usage, n.architectural, n.sku,
         sample_search_vector(n.name, n.sku, n.material, n.color_label, c.name, b.name, n.description),
         n.color_lab, n.fire_bs476, substring(n.fire_euroclass from '^(A1|A2|B|C|D|E|F)'), n.slip_rating, n.voc_level,
         n.recycled_percent, n.made_in_malaysia, n.lead_time_days
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN organizations b ON b.id = n.manufacturer_id
       LEFT JOIN sample_categories c ON c.id = n.category_id
  WHERE n.status = 'published' AND o.status <> 'published';
  PERFORM sample_listing_copy_certificates(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.status = 'published' AND o.status <> 'published'));
  UPDATE sample_listing l
  SET name = n.name, brand_name = b.name, manufacturer_id = n.manufacturer_id, category_id = n.category_id,
      price = n.price, stock = n.stock, created_at = n.created_at, color_label = n.color_label, usage = n.usage,
      architectural = n.architectural, sku = n.sku,
      search_vector = CASE
        WHEN (n.search_text, n.name, n.sku, n.material, n.color_label, n.category_id, n.manufacturer_id, n.description)
             IS DISTINCT FROM
             (o.search_text, o.name, o.sku, o.material, o.color_label, o.category_id, o.manufacturer_id, o.description)
        THEN sample_search_vector(n.name, n.sku, n.material, n.color_label,
                                  (SELECT c.name FROM sample_categories c WHERE c.id = n.category_id), b.name,
                                  n.description)
        ELSE l.search_vector END,
      color_lab = n.color_lab, fire_bs476 = n.fire_bs476,
      fire_euroclass = substring(n.fire_euroclass from '^(A1|A2|B|C|D|E|F)'), slip_rating = n.slip_rating,
      voc_level = n.voc_level, recycled_percent = n.recycled_percent, made_in_malaysia = n.made_in_malaysia,
      lead_time_days = n.lead_time_days
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN organizations b ON b.id = n.manufacturer_id
  WHERE l.id = n.id AND n.status = 'published' AND o.status = 'published'
    AND (n.name, n.manufacturer_id, n.category_id, n.price, n.stock, n.created_at, n.color_label, n.usage,
         n.architectural, n.search_text, n.sku, n.material, n.description, n.color_lab, n.fire_bs476,
         n.fire_euroclass, n.slip_rating, n.voc_level, n.recycled_percent, n.made_in_malaysia, n.lead_time_days)
        IS DISTINCT FROM
        (o.name, o.manufacturer_id, o.category_id, o.price, o.stock, o.created_at, o.color_label, o.usage,
         o.architectural, o.search_text, o.sku, o.material, o.description, o.color_lab, o.fire_bs476,
         o.fire_euroclass, o.slip_rating, o.voc_level, o.recycled_percent, o.made_in_malaysia, o.lead_time_days);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- the search words and facet counts (0006) follow the published samples only
CREATE OR REPLACE FUNCTION samples_summaries_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sample_summaries_apply(array(SELECT new_rows::samples FROM new_rows WHERE status = 'published'),
                                 '{}'::samples[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION samples_summaries_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sample_summaries_apply(
    array(SELECT new_rows::samples FROM new_rows JOIN old_rows USING (id)
          WHERE new_rows.status = 'published'
            AND (old_rows.status <> 'published'
                 OR (new_rows.search_text, new_rows.color_label, new_rows.color_hex, new_rows.usage, new_rows.architectural)
                    IS DISTINCT FROM
                    (old_rows.search_text, old_rows.color_label, old_rows.color_hex, old_rows.usage, old_rows.architectural))),
    array(SELECT old_rows::samples FROM old_rows JOIN new_rows USING (id)
          WHERE old_rows.status = 'published'
            AND (new_rows.status <> 'published'
                 OR (new_rows.search_text, new_rows.color_label, new_rows.color_hex, new_rows.usage, new_rows.architectural)
                    IS DISTINCT FROM
                    (old_rows.search_text, old_rows.color_label, old_rows.color_hex, old_rows.usage, old_rows.architectural))));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION samples_summaries_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sample_summaries_apply('{}'::samples[], array(SELECT old_rows::samples FROM old_rows WHERE status = 'published'));
  RETURN NULL;
END $$;
