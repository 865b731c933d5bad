-- OKLab colours as points, with GiST nearest-neighbour search (ADR 0022); in PostgreSQL contrib and in PGlite
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE TABLE "sample_certifications" (
	"sample_id" uuid NOT NULL,
	"scheme" text NOT NULL,
	"certificate_number" text NOT NULL,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_certifications_sample_id_scheme_pk" PRIMARY KEY("sample_id","scheme"),
	CONSTRAINT "sample_certifications_scheme_check" CHECK ("sample_certifications"."scheme" in ('gbi', 'myhijau', 'sirim-qas', 'sg-green-label', 'fsc', 'greenguard', 'cradle-to-cradle', 'declare', 'epd')),
	CONSTRAINT "sample_certifications_number_check" CHECK (length("sample_certifications"."certificate_number") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "sample_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sample_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_documents_kind_check" CHECK ("sample_documents"."kind" in ('technical-data-sheet', 'installation-guide', 'care-guide', 'certificate', 'cad', 'bim')),
	CONSTRAINT "sample_documents_size_check" CHECK ("sample_documents"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sample_listing" ADD COLUMN "color_lab" "cube";--> statement-breakpoint
ALTER TABLE "sample_listing" ADD COLUMN "fire_bs476" text;--> statement-breakpoint
ALTER TABLE "sample_listing" ADD COLUMN "fire_euroclass" text;--> statement-breakpoint
ALTER TABLE "sample_listing" ADD COLUMN "slip_rating" text;--> statement-breakpoint
ALTER TABLE "sample_listing" ADD COLUMN "voc_level" text;--> statement-breakpoint
ALTER TABLE "sample_listing" ADD COLUMN "recycled_percent" integer;--> statement-breakpoint
ALTER TABLE "sample_listing" ADD COLUMN "made_in_malaysia" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_listing" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "color_lab" "cube";--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "fire_bs476" text;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "fire_euroclass" text;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "slip_rating" text;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "slip_ptv" integer;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "voc_level" text;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "recycled_percent" integer;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "made_in_malaysia" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "unit_price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "price_unit" text;--> statement-breakpoint
ALTER TABLE "sample_certifications" ADD CONSTRAINT "sample_certifications_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_documents" ADD CONSTRAINT "sample_documents_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_documents" ADD CONSTRAINT "sample_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_certifications_scheme_idx" ON "sample_certifications" USING btree ("scheme","expires_on","sample_id");--> statement-breakpoint
CREATE INDEX "sample_documents_sample_idx" ON "sample_documents" USING btree ("sample_id","position");--> statement-breakpoint
CREATE INDEX "sample_listing_color_lab_idx" ON "sample_listing" USING gist ("color_lab");--> statement-breakpoint
CREATE INDEX "sample_listing_fire_bs476_idx" ON "sample_listing" USING btree ("fire_bs476");--> statement-breakpoint
CREATE INDEX "sample_listing_fire_euroclass_idx" ON "sample_listing" USING btree ("fire_euroclass");--> statement-breakpoint
CREATE INDEX "sample_listing_slip_rating_idx" ON "sample_listing" USING btree ("slip_rating");--> statement-breakpoint
CREATE INDEX "sample_listing_voc_level_idx" ON "sample_listing" USING btree ("voc_level");--> statement-breakpoint
CREATE INDEX "sample_listing_made_in_malaysia_idx" ON "sample_listing" USING btree ("made_in_malaysia") WHERE "sample_listing"."made_in_malaysia";--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_fire_bs476_check" CHECK ("samples"."fire_bs476" is null or "samples"."fire_bs476" in ('class-0', 'class-1', 'class-2', 'class-3', 'class-4'));--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_fire_euroclass_check" CHECK ("samples"."fire_euroclass" is null or "samples"."fire_euroclass" ~ '^(A1|A2|B|C|D|E|F)(fl)?(-s[123])?(,d[012])?$');--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_slip_rating_check" CHECK ("samples"."slip_rating" is null or "samples"."slip_rating" in ('R9', 'R10', 'R11', 'R12', 'R13'));--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_slip_ptv_check" CHECK ("samples"."slip_ptv" is null or "samples"."slip_ptv" between 0 and 100);--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_voc_level_check" CHECK ("samples"."voc_level" is null or "samples"."voc_level" in ('a-plus', 'a', 'b', 'c'));--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_recycled_percent_check" CHECK ("samples"."recycled_percent" is null or "samples"."recycled_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_lead_time_check" CHECK ("samples"."lead_time_days" is null or "samples"."lead_time_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_unit_price_check" CHECK ("samples"."unit_price" is null or "samples"."unit_price" >= 0);--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_price_unit_check" CHECK ("samples"."price_unit" is null or "samples"."price_unit" in ('m2', 'unit'));--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_unit_price_unit_check" CHECK (("samples"."unit_price" is null) = ("samples"."price_unit" is null));--> statement-breakpoint
-- sample_listing's copy follows samples as before (0006, 0010), now with the colour and the specifications the filters
-- read; of the Euroclass it keeps the main class ("B" of "B-s1,d0")
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
  FROM new_rows n JOIN organizations o ON o.id = n.manufacturer_id LEFT JOIN sample_categories c ON c.id = n.category_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sample_listing_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
  WHERE l.id = n.id
    AND (n.name, n.manufacturer_id, n.category_id, n.price, n.stock, n.created_at, n.color_label, n.usage,
         n.architectural, n.search_text, n.sku, n.material, n.description, n.color_lab, n.fire_bs476,
         n.fire_euroclass, n.slip_rating, n.voc_level, n.recycled_percent, n.made_in_malaysia, n.lead_time_days)
        IS DISTINCT FROM
        (o.name, o.manufacturer_id, o.category_id, o.price, o.stock, o.created_at, o.color_label, o.usage,
         o.architectural, o.search_text, o.sku, o.material, o.description, o.color_lab, o.fire_bs476,
         o.fire_euroclass, o.slip_rating, o.voc_level, o.recycled_percent, o.made_in_malaysia, o.lead_time_days);
  RETURN NULL;
END $$;
