CREATE TABLE "review_reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"review_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"booking_id" text NOT NULL,
	"author_id" text,
	"subject_id" text NOT NULL,
	"author_role" text NOT NULL,
	"stars" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_author_role_check" CHECK ("reviews"."author_role" in ('buyer', 'seller')),
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_body_check" CHECK (char_length("reviews"."body") <= 1000),
	CONSTRAINT "reviews_reply_check" CHECK (char_length("reviews"."reply") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "user_stats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"star_sum" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	"seller_reviews" integer DEFAULT 0 NOT NULL,
	"seller_positive" integer DEFAULT 0 NOT NULL,
	"sales_completed" integer DEFAULT 0 NOT NULL,
	"purchases_completed" integer DEFAULT 0 NOT NULL,
	"lost_dispute_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stats" ADD CONSTRAINT "user_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_key" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE INDEX "review_reports_created_idx" ON "review_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_role_key" ON "reviews" USING btree ("booking_id","author_role");--> statement-breakpoint
CREATE INDEX "reviews_subject_visible_idx" ON "reviews" USING btree ("subject_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");--> statement-breakpoint
-- Hand-added: user_stats is recomputed for a person by one function, called by row triggers in the
-- transaction of every change it depends on (reviews written, replied to, hidden or removed;
-- bookings moving in or out of 'completed'; a refund decided on a dispute). A recount of one
-- person's rows (served by their indexes) cannot drift the way +1/-1 deltas can. A person whose
-- account is being deleted gets no row (the foreign key would refuse it).
CREATE FUNCTION user_stats_refresh(uid text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF uid IS NULL OR NOT EXISTS (SELECT 1 FROM users WHERE id = uid) THEN
    RETURN;
  END IF;
  INSERT INTO user_stats AS s (user_id, review_count, star_sum, stars_1, stars_2, stars_3, stars_4,
      stars_5, seller_reviews, seller_positive, sales_completed, purchases_completed, lost_dispute_at)
    SELECT uid, r.n, r.total, r.s1, r.s2, r.s3, r.s4, r.s5, r.sn, r.sp,
      (SELECT count(*) FROM bookings b JOIN listings l ON l.id = b.listing_id
        WHERE l.seller_id = uid AND b.state = 'completed'),
      (SELECT count(*) FROM bookings b WHERE b.buyer_id = uid AND b.state = 'completed'),
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
CREATE FUNCTION user_stats_on_review() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM user_stats_refresh(OLD.subject_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.subject_id IS DISTINCT FROM OLD.subject_id) THEN
    PERFORM user_stats_refresh(NEW.subject_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_stats_review AFTER INSERT OR UPDATE OF stars, hidden_at, subject_id, author_role OR DELETE
  ON reviews FOR EACH ROW EXECUTE FUNCTION user_stats_on_review();--> statement-breakpoint
CREATE FUNCTION user_stats_on_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_stats_refresh(NEW.buyer_id);
  PERFORM user_stats_refresh((SELECT seller_id FROM listings WHERE id = NEW.listing_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_stats_booking_insert AFTER INSERT ON bookings
  FOR EACH ROW WHEN (NEW.state = 'completed') EXECUTE FUNCTION user_stats_on_booking();--> statement-breakpoint
CREATE TRIGGER user_stats_booking_state AFTER UPDATE OF state ON bookings
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state AND 'completed' IN (OLD.state, NEW.state))
  EXECUTE FUNCTION user_stats_on_booking();--> statement-breakpoint
CREATE FUNCTION user_stats_on_dispute() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_stats_refresh((SELECT l.seller_id FROM bookings b JOIN listings l ON l.id = b.listing_id
    WHERE b.id = NEW.booking_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER user_stats_dispute AFTER UPDATE OF status ON disputes
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND 'refunded' IN (OLD.status, NEW.status))
  EXECUTE FUNCTION user_stats_on_dispute();--> statement-breakpoint
SELECT user_stats_refresh(u.id) FROM users u
  WHERE EXISTS (SELECT 1 FROM bookings b WHERE b.buyer_id = u.id AND b.state = 'completed')
     OR EXISTS (SELECT 1 FROM listings l JOIN bookings b ON b.listing_id = l.id
       WHERE l.seller_id = u.id AND b.state = 'completed');
