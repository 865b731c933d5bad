CREATE TABLE "sample_facets" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"color_hex" text,
	"samples" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sample_facets_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "sample_listing" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"brand_name" text NOT NULL,
	"manufacturer_id" uuid NOT NULL,
	"category_id" uuid,
	"price" numeric(10, 2) NOT NULL,
	"stock" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"color_label" text,
	"usage" text,
	"architectural" text,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "samples_color_idx";--> statement-breakpoint
DROP INDEX "samples_usage_idx";--> statement-breakpoint
DROP INDEX "samples_architectural_idx";--> statement-breakpoint
DROP INDEX "samples_listing_idx";--> statement-breakpoint
DROP INDEX "samples_search_fts_idx";--> statement-breakpoint
DROP INDEX "samples_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "sample_listing" ADD CONSTRAINT "sample_listing_id_samples_id_fk" FOREIGN KEY ("id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- the catalogue as it stands, before the indexes are built
INSERT INTO "sample_listing" ("id", "name", "brand_name", "manufacturer_id", "category_id", "price", "stock", "created_at", "color_label", "usage", "architectural", "search_vector")
SELECT s.id, s.name, o.name, s.manufacturer_id, s.category_id, s.price, s.stock, s.created_at, s.color_label, s.usage, s.architectural, to_tsvector('simple', s.search_text)
FROM samples s JOIN organizations o ON o.id = s.manufacturer_id;--> statement-breakpoint
CREATE INDEX "sample_listing_stock_first_idx" ON "sample_listing" USING btree (("stock" > 0) desc,"name","id","stock");--> statement-breakpoint
CREATE INDEX "sample_listing_out_of_stock_first_idx" ON "sample_listing" USING btree (("stock" > 0),"name","id","stock");--> statement-breakpoint
CREATE INDEX "sample_listing_price_idx" ON "sample_listing" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "sample_listing_created_idx" ON "sample_listing" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sample_listing_name_idx" ON "sample_listing" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "sample_listing_brand_name_idx" ON "sample_listing" USING btree ("brand_name","name","id");--> statement-breakpoint
CREATE INDEX "sample_listing_manufacturer_idx" ON "sample_listing" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "sample_listing_category_idx" ON "sample_listing" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sample_listing_color_idx" ON "sample_listing" USING btree ("color_label");--> statement-breakpoint
CREATE INDEX "sample_listing_usage_idx" ON "sample_listing" USING btree ("usage");--> statement-breakpoint
CREATE INDEX "sample_listing_architectural_idx" ON "sample_listing" USING btree ("architectural");--> statement-breakpoint
CREATE INDEX "sample_listing_search_idx" ON "sample_listing" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- sample_listing follows samples: a new sample is copied with its brand's name and the words of its search text; an
-- update copies what changed (a stock change writes the stock alone; the words are parsed again only when the text
-- changed); a deleted sample's copy goes with it (the foreign key cascades). One statement, one trigger call, so a
-- bulk load stays a bulk load.
CREATE FUNCTION sample_listing_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sample_listing (id, name, brand_name, manufacturer_id, category_id, price, stock, created_at, color_label,
                              usage, architectural, search_vector)
  SELECT n.id, n.name, o.name, n.manufacturer_id, n.category_id, n.price, n.stock, n.created_at, n.color_label,
         n.usage, n.architectural, to_tsvector('simple', n.search_text)
  FROM new_rows n JOIN organizations o ON o.id = n.manufacturer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sample_listing_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sample_listing l
  SET name = n.name, brand_name = b.name, manufacturer_id = n.manufacturer_id, category_id = n.category_id,
      price = n.price, stock = n.stock, created_at = n.created_at, color_label = n.color_label, usage = n.usage,
      architectural = n.architectural,
      search_vector = CASE WHEN n.search_text IS DISTINCT FROM o.search_text
                           THEN to_tsvector('simple', n.search_text) ELSE l.search_vector END
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN organizations b ON b.id = n.manufacturer_id
  WHERE l.id = n.id
    AND (n.name, n.manufacturer_id, n.category_id, n.price, n.stock, n.created_at, n.color_label, n.usage,
         n.architectural, n.search_text)
        IS DISTINCT FROM
        (o.name, o.manufacturer_id, o.category_id, o.price, o.stock, o.created_at, o.color_label, o.usage,
         o.architectural, o.search_text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER samples_listing_insert AFTER INSERT ON samples
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sample_listing_after_insert();
--> statement-breakpoint
CREATE TRIGGER samples_listing_update AFTER UPDATE ON samples
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sample_listing_after_update();
--> statement-breakpoint
-- a renamed brand is renamed in its samples' copies ("Brand A-Z")
CREATE FUNCTION organizations_pass_name_to_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sample_listing SET brand_name = NEW.name WHERE manufacturer_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER organizations_name_to_listing AFTER UPDATE OF name ON organizations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION organizations_pass_name_to_listing();
--> statement-breakpoint
-- Two summaries of the catalogue, kept by triggers on samples, once per statement:
-- search_words, every word of 3+ characters of the search text, which a misspelt search word is corrected against;
-- sample_facets, how many samples have each colour, usage and style: +1 for each value a statement adds, -1 for each
-- it removes. An update only counts the rows whose text or facets changed, so a stock change writes nothing.
CREATE FUNCTION sample_summaries_apply(added samples[], removed samples[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM unnest(added) AS sample, unnest(tsvector_to_array(to_tsvector('simple', sample.search_text))) AS word
  WHERE length(word) >= 3
  ON CONFLICT DO NOTHING;
  INSERT INTO sample_facets (kind, value, color_hex, samples)
  SELECT facet.kind, facet.value, min(facet.color_hex), sum(changed.delta)::int
  FROM (
    SELECT sample.color_label, sample.color_hex, sample.usage, sample.architectural, 1 AS delta FROM unnest(added) AS sample
    UNION ALL
    SELECT sample.color_label, sample.color_hex, sample.usage, sample.architectural, -1 FROM unnest(removed) AS sample
  ) AS changed,
  LATERAL (VALUES
    ('color', changed.color_label, changed.color_hex),
    ('usage', changed.usage, NULL),
    ('architectural', changed.architectural, NULL)
  ) AS facet (kind, value, color_hex)
  WHERE facet.value IS NOT NULL
  GROUP BY facet.kind, facet.value
  ON CONFLICT (kind, value) DO UPDATE
    SET samples = sample_facets.samples + excluded.samples,
        color_hex = least(sample_facets.color_hex, excluded.color_hex);
$$;
--> statement-breakpoint
CREATE FUNCTION samples_summaries_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sample_summaries_apply(array(SELECT new_rows::samples FROM new_rows), '{}'::samples[]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION samples_summaries_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sample_summaries_apply(
    array(SELECT new_rows::samples FROM new_rows JOIN old_rows USING (id)
          WHERE (new_rows.search_text, new_rows.color_label, new_rows.color_hex, new_rows.usage, new_rows.architectural)
                IS DISTINCT FROM (old_rows.search_text, old_rows.color_label, old_rows.color_hex, old_rows.usage, old_rows.architectural)),
    array(SELECT old_rows::samples FROM old_rows JOIN new_rows USING (id)
          WHERE (new_rows.search_text, new_rows.color_label, new_rows.color_hex, new_rows.usage, new_rows.architectural)
                IS DISTINCT FROM (old_rows.search_text, old_rows.color_label, old_rows.color_hex, old_rows.usage, old_rows.architectural)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION samples_summaries_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sample_summaries_apply('{}'::samples[], array(SELECT old_rows::samples FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER samples_summaries_insert AFTER INSERT ON samples
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION samples_summaries_after_insert();
--> statement-breakpoint
CREATE TRIGGER samples_summaries_update AFTER UPDATE ON samples
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION samples_summaries_after_update();
--> statement-breakpoint
CREATE TRIGGER samples_summaries_delete AFTER DELETE ON samples
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION samples_summaries_after_delete();
--> statement-breakpoint
-- the catalogue as it stands
SELECT sample_summaries_apply(array(SELECT samples FROM samples), '{}'::samples[]);
