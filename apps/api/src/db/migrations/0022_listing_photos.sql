CREATE TABLE "image_uploads" (
	"image_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "more_photos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reduced_from_cents" integer;--> statement-breakpoint
ALTER TABLE "image_uploads" ADD CONSTRAINT "image_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_uploads_user_idx" ON "image_uploads" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_more_photos_check" CHECK (cardinality("listings"."more_photos") <= 7);--> statement-breakpoint
-- Photos already on listings were uploaded by their sellers: recorded as theirs (the first seller
-- to list one, when two did), so that nobody else can put them on a listing.
INSERT INTO "image_uploads" ("image_id", "user_id", "created_at")
SELECT DISTINCT ON (image_id) image_id, seller_id, created_at
FROM (
  SELECT substring("product_photo" from '^/images/([0-9a-f]{32})-[0-9]+\.webp$') AS image_id,
    "seller_id", "created_at"
  FROM "listings"
  WHERE "seller_id" IS NOT NULL
) AS found
WHERE image_id IS NOT NULL
ORDER BY image_id, created_at
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Cards say "Price reduced from" the price before the last change, when that change lowered it.
UPDATE "listings" AS l
SET "reduced_from_cents" = last_change.old_price_cents
FROM (
  SELECT DISTINCT ON ("listing_id") "listing_id", "old_price_cents", "new_price_cents"
  FROM "price_changes"
  ORDER BY "listing_id", "changed_at" DESC, "id" DESC
) AS last_change
WHERE last_change.listing_id = l.id
  AND last_change.new_price_cents < last_change.old_price_cents;
