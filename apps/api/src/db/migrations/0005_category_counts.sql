CREATE TABLE "listing_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"unsold" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Hand-added: listing_counts is kept exact by statement-level triggers on listings (transition
-- tables, so a bulk insert or update costs one upsert per category, not one per row). Only net
-- changes touch a count row, so advertising or reporting a listing locks nothing here.
CREATE FUNCTION listing_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts AS c (category, unsold)
      SELECT category, count(*) FROM new_rows WHERE NOT is_sold GROUP BY category ORDER BY category
      ON CONFLICT (category) DO UPDATE SET unsold = c.unsold + excluded.unsold;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_counts AS c (category, unsold)
      SELECT category, -count(*) FROM old_rows WHERE NOT is_sold GROUP BY category ORDER BY category
      ON CONFLICT (category) DO UPDATE SET unsold = c.unsold + excluded.unsold;
  ELSE
    INSERT INTO listing_counts AS c (category, unsold)
      SELECT category, sum(delta) FROM (
        SELECT category, 1 AS delta FROM new_rows WHERE NOT is_sold
        UNION ALL
        SELECT category, -1 AS delta FROM old_rows WHERE NOT is_sold
      ) AS changes
      GROUP BY category HAVING sum(delta) <> 0 ORDER BY category
      ON CONFLICT (category) DO UPDATE SET unsold = c.unsold + excluded.unsold;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER listing_counts_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_apply();--> statement-breakpoint
CREATE TRIGGER listing_counts_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_apply();--> statement-breakpoint
CREATE TRIGGER listing_counts_delete AFTER DELETE ON listings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_apply();--> statement-breakpoint
INSERT INTO listing_counts (category, unsold)
  SELECT category, count(*) FROM listings WHERE NOT is_sold GROUP BY category;
