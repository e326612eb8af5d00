ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_refunded_idx" ON "bookings" USING btree ("refunded_at") WHERE "bookings"."refunded_at" is not null;--> statement-breakpoint
-- Hand-added (decision 027, the money figures): the refunded figure counts a refund on the day it
-- was made. Refunds before this column took the time of their `refund` move in booking_events
-- (written in the refund's transaction by every path that refunds), else of the dispute's decision.
UPDATE bookings b SET refunded_at = coalesce(
    (SELECT max(e.at) FROM booking_events e WHERE e.booking_id = b.id AND e.move = 'refund'),
    (SELECT max(d.decided_at) FROM disputes d WHERE d.booking_id = b.id AND d.status = 'refunded'),
    b.completed_at)
  WHERE b.refunded_cents IS NOT NULL;--> statement-breakpoint
-- Hand-added: a person's public sales and purchases count every sale that was handed over
-- (completed_at set) and not refunded in full. A partial refund, or a problem reported and still
-- open, leaves the sale counted; before this, any move out of 'completed' (a dispute, a refund of
-- $1) took it off the count. Otherwise as migration 0013 defined it.
CREATE OR REPLACE FUNCTION user_stats_refresh(uid text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF uid IS NULL OR NOT EXISTS (SELECT 1 FROM users WHERE id = uid) THEN
    RETURN;
  END IF;
  INSERT INTO user_stats AS s (user_id, review_count, star_sum, stars_1, stars_2, stars_3, stars_4,
      stars_5, seller_reviews, seller_positive, sales_completed, purchases_completed, lost_dispute_at)
    SELECT uid, r.n, r.total, r.s1, r.s2, r.s3, r.s4, r.s5, r.sn, r.sp,
      (SELECT count(*) FROM bookings b JOIN listings l ON l.id = b.listing_id
        WHERE l.seller_id = uid AND b.completed_at IS NOT NULL
          AND coalesce(b.refunded_cents, 0) < b.price_cents),
      (SELECT count(*) FROM bookings b WHERE b.buyer_id = uid AND b.completed_at IS NOT NULL
          AND coalesce(b.refunded_cents, 0) < b.price_cents),
      (SELECT max(d.decided_at) FROM disputes d JOIN bookings b ON b.id = d.booking_id
        JOIN listings l ON l.id = b.listing_id WHERE l.seller_id = uid AND d.status = 'refunded')
    FROM (SELECT count(*) AS n, coalesce(sum(stars), 0) AS total,
        count(*) FILTER (WHERE stars = 1) AS s1, count(*) FILTER (WHERE stars = 2) AS s2,
        count(*) FILTER (WHERE stars = 3) AS s3, count(*) FILTER (WHERE stars = 4) AS s4,
        count(*) FILTER (WHERE stars = 5) AS s5,
        count(*) FILTER (WHERE author_role = 'buyer') AS sn,
        count(*) FILTER (WHERE author_role = 'buyer' AND stars >= 4) AS sp
      FROM reviews WHERE subject_id = uid AND hidden_at IS NULL) AS r
  ON CONFLICT (user_id) DO UPDATE SET review_count = excluded.review_count,
    star_sum = excluded.star_sum, stars_1 = excluded.stars_1, stars_2 = excluded.stars_2,
    stars_3 = excluded.stars_3, stars_4 = excluded.stars_4, stars_5 = excluded.stars_5,
    seller_reviews = excluded.seller_reviews, seller_positive = excluded.seller_positive,
    sales_completed = excluded.sales_completed, purchases_completed = excluded.purchases_completed,
    lost_dispute_at = excluded.lost_dispute_at;
END
$$;--> statement-breakpoint
-- The counts are refreshed when a booking starts or stops counting as a sale (handed over, refunded
-- in full), and no more often than that.
DROP TRIGGER user_stats_booking_insert ON bookings;--> statement-breakpoint
DROP TRIGGER user_stats_booking_state ON bookings;--> statement-breakpoint
CREATE TRIGGER user_stats_booking_insert AFTER INSERT ON bookings
  FOR EACH ROW WHEN (NEW.completed_at IS NOT NULL) EXECUTE FUNCTION user_stats_on_booking();--> statement-breakpoint
CREATE TRIGGER user_stats_booking_sale AFTER UPDATE OF completed_at, refunded_cents, price_cents ON bookings
  FOR EACH ROW WHEN (
    (OLD.completed_at IS NOT NULL AND coalesce(OLD.refunded_cents, 0) < OLD.price_cents)
    IS DISTINCT FROM (NEW.completed_at IS NOT NULL AND coalesce(NEW.refunded_cents, 0) < NEW.price_cents))
  EXECUTE FUNCTION user_stats_on_booking();--> statement-breakpoint
SELECT user_stats_refresh(u.id) FROM users u
  WHERE EXISTS (SELECT 1 FROM bookings b WHERE b.buyer_id = u.id AND b.completed_at IS NOT NULL)
     OR EXISTS (SELECT 1 FROM listings l JOIN bookings b ON b.listing_id = l.id
       WHERE l.seller_id = u.id AND b.completed_at IS NOT NULL);
