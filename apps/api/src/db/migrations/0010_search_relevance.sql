CREATE TABLE "search_misses" (
	"search" text PRIMARY KEY NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sample_listing" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_misses_last_idx" ON "search_misses" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "sample_listing_sku_idx" ON "sample_listing" USING btree (lower("sku") text_pattern_ops);--> statement-breakpoint
-- lower case without the accents of the Latin letters a catalogue writes (unaccent is not in every PostgreSQL)
CREATE FUNCTION sample_search_plain(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(coalesce(value, '')), 'àáâäãåāèéêëēìíîïīòóôöõøōùúûüūçñý', 'aaaaaaaeeeeeiiiiiooooooouuuuucny')
$$;
--> statement-breakpoint
-- The words a search matches, weighted for "Best match": name and SKU (A) over material, colour and category (B), over
-- brand (C), over description (D), so a brand called after a material ranks below the material itself. Accents are
-- left off ("bouclé" is found as "boucle"); the search's words lose theirs too (searchWordsOf).
CREATE FUNCTION sample_search_vector(name text, sku text, material text, color text, category text, brand text,
                                     description text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, sample_search_plain(concat_ws(' ', name, sku))), 'A')
      || setweight(to_tsvector('simple'::regconfig, sample_search_plain(concat_ws(' ', material, color, category))), 'B')
      || setweight(to_tsvector('simple'::regconfig, sample_search_plain(brand)), 'C')
      || setweight(to_tsvector('simple'::regconfig, sample_search_plain(description)), 'D')
$$;
--> statement-breakpoint
-- sample_listing's copy follows samples as before (0006), now with the SKU and the weighted words, parsed again when
-- any of their parts changed
CREATE OR REPLACE FUNCTION sample_listing_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sample_listing (id, name, brand_name, manufacturer_id, category_id, price, stock, created_at, color_label,
                              usage, architectural, sku, search_vector)
  SELECT n.id, n.name, o.name, n.manufacturer_id, n.category_id, n.price, n.stock, n.created_at, n.color_label,
         n.usage, n.architectural, n.sku,
         sample_search_vector(n.name, n.sku, n.material, n.color_label, c.name, o.name, n.description)
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
        ELSE l.search_vector END
  FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN organizations b ON b.id = n.manufacturer_id
  WHERE l.id = n.id
    AND (n.name, n.manufacturer_id, n.category_id, n.price, n.stock, n.created_at, n.color_label, n.usage,
         n.architectural, n.search_text, n.sku, n.material, n.description)
        IS DISTINCT FROM
        (o.name, o.manufacturer_id, o.category_id, o.price, o.stock, o.created_at, o.color_label, o.usage,
         o.architectural, o.search_text, o.sku, o.material, o.description);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a renamed brand is renamed in its samples' copies and in their words
CREATE OR REPLACE FUNCTION organizations_pass_name_to_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sample_listing l
  SET brand_name = NEW.name,
      search_vector = sample_search_vector(s.name, s.sku, s.material, s.color_label, c.name, NEW.name, s.description)
  FROM samples s LEFT JOIN sample_categories c ON c.id = s.category_id
  WHERE s.manufacturer_id = NEW.id AND l.id = s.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- the catalogue as it stands
UPDATE sample_listing l
SET sku = s.sku,
    search_vector = sample_search_vector(s.name, s.sku, s.material, s.color_label, c.name, o.name, s.description)
FROM samples s JOIN organizations o ON o.id = s.manufacturer_id LEFT JOIN sample_categories c ON c.id = s.category_id
WHERE l.id = s.id;
