DROP INDEX "listings_imei_unsold_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "off_sale" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "off_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "seller_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "is_hidden" boolean GENERATED ALWAYS AS (off_sale is not null or seller_suspended) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_imei_unsold_key" ON "listings" USING btree ("imei") WHERE "listings"."imei" is not null and (not "listings"."is_sold" or "listings"."is_reserved") and "listings"."off_sale" is distinct from 'sold-elsewhere';--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_off_sale_check" CHECK ("listings"."off_sale" in ('paused', 'sold-elsewhere'));--> statement-breakpoint
-- Hand-written (decision 058): a brand's count is of the phones on its public list, so a paused
-- phone, one sold elsewhere and those of a suspended seller leave it as a sold one does.
CREATE OR REPLACE FUNCTION listing_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  my_slot smallint := pg_backend_pid() % 16;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_counts AS c (category, slot, unsold)
      SELECT category, my_slot, count(*) FROM new_rows WHERE NOT is_sold AND NOT is_hidden
      GROUP BY category ORDER BY category
      ON CONFLICT (category, slot) DO UPDATE SET unsold = c.unsold + excluded.unsold;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_counts AS c (category, slot, unsold)
      SELECT category, my_slot, -count(*) FROM old_rows WHERE NOT is_sold AND NOT is_hidden
      GROUP BY category ORDER BY category
      ON CONFLICT (category, slot) DO UPDATE SET unsold = c.unsold + excluded.unsold;
  ELSE
    INSERT INTO listing_counts AS c (category, slot, unsold)
      SELECT category, my_slot, sum(delta) FROM (
        SELECT category, 1 AS delta FROM new_rows WHERE NOT is_sold AND NOT is_hidden
        UNION ALL
        SELECT category, -1 AS delta FROM old_rows WHERE NOT is_sold AND NOT is_hidden
      ) AS changes
      GROUP BY category HAVING sum(delta) <> 0 ORDER BY category
      ON CONFLICT (category, slot) DO UPDATE SET unsold = c.unsold + excluded.unsold;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The job that shows a suspended member's listings again when the suspension ends.
SELECT pgboss.create_queue('suspension-end', '{"policy":"standard","retryLimit":20,"retryDelay":60,"retryBackoff":true,"expireInSeconds":300}'::json);
