ALTER TABLE "listings" ADD COLUMN "model_key" text GENERATED ALWAYS AS (btrim(regexp_replace(regexp_replace(translate(product_name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '[^a-z0-9]+', ' ', 'g'), '([0-9]) (gb|tb)(?= |$)', '\1\2', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_category_model_idx" ON "listings" USING btree ("category","model_key");--> statement-breakpoint
-- Hand-added: a generated column is not computed yet in a BEFORE trigger (NEW has it null), so
-- listings_touch (migration 0009) must leave model_key out of its comparison as it does
-- search_tsv; otherwise every update, a report included, would move the listing's lastmod.
CREATE OR REPLACE FUNCTION listings_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - 'updated_at' - 'is_reported' - 'search_tsv' - 'model_key'
     IS DISTINCT FROM to_jsonb(OLD) - 'updated_at' - 'is_reported' - 'search_tsv' - 'model_key' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
