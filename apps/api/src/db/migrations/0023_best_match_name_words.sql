-- Best match's tiers (decision 036): the name's words in their own vector, split as search_tsv
-- splits the whole text. The words' GIN indexes now hold the location's trigrams too, so that
-- words and a town are matched together inside one index (the separate location index goes).
DROP INDEX "listings_location_trgm_idx";--> statement-breakpoint
DROP INDEX "listings_search_tsv_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "name_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, product_name)) STORED;--> statement-breakpoint
CREATE INDEX "listings_name_tsv_idx" ON "listings" USING gin ("name_tsv",lower("location") gin_trgm_ops) WHERE not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_search_tsv_idx" ON "listings" USING gin ("search_tsv",lower("location") gin_trgm_ops) WHERE not "listings"."is_sold";--> statement-breakpoint
-- Hand-added: a generated column is null in a BEFORE trigger, so listings_touch (migrations 0009,
-- 0018) leaves name_tsv out of its comparison as it does search_tsv and model_key; otherwise
-- every update, a report included, would move the listing's lastmod.
CREATE OR REPLACE FUNCTION listings_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - 'updated_at' - 'is_reported' - 'search_tsv' - 'model_key' - 'name_tsv'
     IS DISTINCT FROM to_jsonb(OLD) - 'updated_at' - 'is_reported' - 'search_tsv' - 'model_key' - 'name_tsv' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
