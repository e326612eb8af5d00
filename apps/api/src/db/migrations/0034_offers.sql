CREATE TABLE "offer_settings" (
	"listing_id" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"floor_cents" integer
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"listing_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"asking_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"counter_cents" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"booking_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_state_check" CHECK ("offers"."state" in ('open', 'countered', 'accepted', 'declined', 'expired', 'withdrawn', 'lost')),
	CONSTRAINT "offers_amounts_check" CHECK ("offers"."amount_cents" > 0 and "offers"."asking_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "offer_settings" ADD CONSTRAINT "offer_settings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_buyer_listing_open_key" ON "offers" USING btree ("buyer_id","listing_id") WHERE "offers"."state" in ('open', 'countered');--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_listing_idx" ON "offers" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('message', 'booking', 'payment', 'handover', 'hold', 'price-drop', 'saved-search', 'offer', 'dispute', 'review', 'report'));--> statement-breakpoint
-- The queue of the job that ends an offer 48 hours after its last move (features/offers).
SELECT pgboss.create_queue('offer-expire', '{"policy":"standard","retryLimit":20,"retryDelay":60,"retryBackoff":true,"expireInSeconds":300}'::json);
