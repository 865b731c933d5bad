CREATE TABLE "sample_facets" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"color_hex" text,
	"samples" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sample_facets_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "samples_search_fts_idx";--> statement-breakpoint
DROP INDEX "samples_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "samples" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', "samples"."search_text")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "samples_search_idx" ON "samples" USING gin ("search_vector");--> statement-breakpoint
-- Two summaries of the catalogue, kept by triggers on samples, once per statement:
-- search_words, every word of 3+ characters of the search text, which a misspelt search word is corrected against;
-- sample_facets, how many samples have each colour, usage and style: +1 for each value a statement adds, -1 for each
-- it removes. An update only counts the rows whose text or facets changed, so a stock change writes nothing.
CREATE FUNCTION sample_summaries_apply(added samples[], removed samples[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT word FROM unnest(added) AS sample, unnest(tsvector_to_array(sample.search_vector)) AS word
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
