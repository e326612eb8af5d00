ALTER TABLE "listings" ADD COLUMN "seller_rating_key" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-added (decision 039): the seller's rating key is kept on each unsold listing, so that the
-- rating sort is a walk of listings_unsold_rating_idx instead of a join and sort of every unsold
-- listing. It is derived data, like search_tsv: it does not move a listing's lastmod, which it
-- never did while the rating lived in user_stats alone.
CREATE OR REPLACE FUNCTION listings_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - 'updated_at' - 'is_reported' - 'search_tsv' - 'model_key' - 'name_tsv' - 'seller_rating_key'
     IS DISTINCT FROM to_jsonb(OLD) - 'updated_at' - 'is_reported' - 'search_tsv' - 'model_key' - 'name_tsv' - 'seller_rating_key' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- The key of a person's counters: their average × 1000, rounded down; 0 without reviews. The one
-- definition, used by both triggers below and the backfill.
CREATE FUNCTION seller_rating_key_of(review_count integer, star_sum integer) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN review_count > 0 THEN (star_sum::bigint * 1000 / review_count)::integer ELSE 0 END
$$;--> statement-breakpoint
UPDATE listings l SET seller_rating_key = seller_rating_key_of(s.review_count, s.star_sum)
  FROM user_stats s
  WHERE s.user_id = l.seller_id AND NOT l.is_sold AND s.review_count > 0;--> statement-breakpoint
-- A listing that is created, changes seller or goes back on sale (a released hold) takes its
-- seller's key. A new listing reads the counters FOR SHARE: that waits for a transaction that is
-- changing them, so a listing created meanwhile cannot keep the old key (that transaction's update
-- below would not see the new row). An existing row's update does not lock them: it already holds
-- the listing's lock, and a review's update takes the counters' lock first and then the listings',
-- so waiting here could deadlock. The price is a key that may miss a review committed at the same
-- moment as a hold's release, until the seller's next review. Not when a listing becomes sold: a
-- sold listing's key is never read.
CREATE FUNCTION listings_rating_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.seller_rating_key := coalesce((SELECT seller_rating_key_of(s.review_count, s.star_sum)
      FROM user_stats s WHERE s.user_id = NEW.seller_id FOR SHARE), 0);
  ELSE
    NEW.seller_rating_key := coalesce((SELECT seller_rating_key_of(s.review_count, s.star_sum)
      FROM user_stats s WHERE s.user_id = NEW.seller_id), 0);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_rating_key BEFORE INSERT OR UPDATE OF seller_id, is_sold ON listings
  FOR EACH ROW WHEN (NOT NEW.is_sold) EXECUTE FUNCTION listings_rating_key();--> statement-breakpoint
-- The counters changed (user_stats_refresh, migration 0013: a review written, hidden or removed):
-- the seller's unsold listings take the new key in the same transaction. Only rows whose key
-- differs are written, so a refresh that leaves the average alone (a completed sale) locks none.
CREATE FUNCTION listings_rating_on_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uid text := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  key integer := CASE WHEN TG_OP = 'DELETE' THEN 0
    ELSE seller_rating_key_of(NEW.review_count, NEW.star_sum) END;
BEGIN
  UPDATE listings SET seller_rating_key = key
    WHERE seller_id = uid AND NOT is_sold AND seller_rating_key <> key;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_rating_on_stats AFTER INSERT OR DELETE OR UPDATE OF review_count, star_sum
  ON user_stats FOR EACH ROW EXECUTE FUNCTION listings_rating_on_stats();--> statement-breakpoint
CREATE INDEX "listings_unsold_rating_idx" ON "listings" USING btree ("seller_rating_key" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "listings"."is_sold";
