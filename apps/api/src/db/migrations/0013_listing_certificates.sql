ALTER TABLE "sample_listing" ADD COLUMN "cert_schemes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_listing" ADD COLUMN "cert_expires" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
CREATE INDEX "sample_listing_cert_schemes_idx" ON "sample_listing" USING gin ("cert_schemes");--> statement-breakpoint
-- sample_listing keeps each sample's certificates (scheme and expiry, 'infinity' for none, in scheme order) in its own
-- row, so a certificate filter and its facet read no other table: the certificates' triggers copy them on every change
CREATE OR REPLACE FUNCTION sample_listing_copy_certificates(sample_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE sample_listing l
  SET cert_schemes = coalesce(c.schemes, '{}'), cert_expires = coalesce(c.expires, '{}')
  FROM (SELECT ids.id,
               array_agg(sc.scheme ORDER BY sc.scheme) FILTER (WHERE sc.scheme IS NOT NULL) AS schemes,
               array_agg(coalesce(sc.expires_on, 'infinity'::date) ORDER BY sc.scheme)
                 FILTER (WHERE sc.scheme IS NOT NULL) AS expires
        FROM unnest(sample_ids) AS ids (id) LEFT JOIN sample_certifications sc ON sc.sample_id = ids.id
        GROUP BY ids.id) c
  WHERE l.id = c.id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sample_certifications_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sample_listing_copy_certificates(ARRAY(SELECT DISTINCT sample_id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sample_certifications_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sample_listing_copy_certificates(ARRAY(SELECT sample_id FROM new_rows UNION SELECT sample_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sample_certifications_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sample_listing_copy_certificates(ARRAY(SELECT DISTINCT sample_id FROM old_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sample_certifications_listing_insert AFTER INSERT ON sample_certifications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sample_certifications_after_insert();
--> statement-breakpoint
CREATE TRIGGER sample_certifications_listing_update AFTER UPDATE ON sample_certifications
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION sample_certifications_after_update();
--> statement-breakpoint
CREATE TRIGGER sample_certifications_listing_delete AFTER DELETE ON sample_certifications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sample_certifications_after_delete();
--> statement-breakpoint
UPDATE sample_listing l
SET cert_schemes = c.schemes, cert_expires = c.expires
FROM (SELECT sample_id, array_agg(scheme ORDER BY scheme) AS schemes,
             array_agg(coalesce(expires_on, 'infinity'::date) ORDER BY scheme) AS expires
      FROM sample_certifications GROUP BY sample_id) c
WHERE l.id = c.sample_id;
