-- Hand-written (decision 061): a brand's count is split by area ('' for none) and by whether the
-- IMEI is checked, so that the brand page's "This Category has N Product" stays a maintained,
-- exact count with its area and checked filters too. The counts are rebuilt from the listings.
ALTER TABLE "listing_counts" ADD COLUMN "area_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_counts" ADD COLUMN "checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_counts" DROP CONSTRAINT "listing_counts_pkey";
--> statement-breakpoint
ALTER TABLE "listing_counts" ADD CONSTRAINT "listing_counts_pkey" PRIMARY KEY("category","area_id","checked","slot");--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  my_slot smallint := pg_backend_pid() % 16;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts AS c (category, area_id, checked, slot, unsold)
      SELECT category, coalesce(area_id, ''), imei_device IS NOT NULL, my_slot, count(*)
      FROM new_rows WHERE NOT is_sold AND NOT is_hidden
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (category, area_id, checked, slot) DO UPDATE SET unsold = c.unsold + excluded.unsold;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_counts AS c (category, area_id, checked, slot, unsold)
      SELECT category, coalesce(area_id, ''), imei_device IS NOT NULL, my_slot, -count(*)
      FROM old_rows WHERE NOT is_sold AND NOT is_hidden
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (category, area_id, checked, slot) DO UPDATE SET unsold = c.unsold + excluded.unsold;
  ELSE
    INSERT INTO listing_counts AS c (category, area_id, checked, slot, unsold)
      SELECT category, area_id, checked, my_slot, sum(delta) FROM (
        SELECT category, coalesce(area_id, '') AS area_id, imei_device IS NOT NULL AS checked,
          1 AS delta
        FROM new_rows WHERE NOT is_sold AND NOT is_hidden
        UNION ALL
        SELECT category, coalesce(area_id, ''), imei_device IS NOT NULL, -1
        FROM old_rows WHERE NOT is_sold AND NOT is_hidden
      ) AS changes
      GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (category, area_id, checked, slot) DO UPDATE SET unsold = c.unsold + excluded.unsold;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DELETE FROM listing_counts;--> statement-breakpoint
INSERT INTO listing_counts (category, area_id, checked, slot, unsold)
  SELECT category, coalesce(area_id, ''), imei_device IS NOT NULL, 0, count(*)
  FROM listings WHERE NOT is_sold AND NOT is_hidden GROUP BY 1, 2, 3;
