-- Hand-written: `is_hidden` (0038) is a generated column, so a BEFORE UPDATE trigger sees it null
-- in NEW and set in OLD, and every update (a report included) moved the listing's lastmod. Like
-- search_tsv, it is derived data and is left out of the comparison; the columns it derives from
-- (off_sale, seller_suspended) still move lastmod.
CREATE OR REPLACE FUNCTION listings_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - 'updated_at' - 'is_reported' - 'search_tsv' - 'model_key' - 'name_tsv' - 'seller_rating_key' - 'is_hidden'
     IS DISTINCT FROM to_jsonb(OLD) - 'updated_at' - 'is_reported' - 'search_tsv' - 'model_key' - 'name_tsv' - 'seller_rating_key' - 'is_hidden' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
