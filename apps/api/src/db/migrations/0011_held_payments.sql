CREATE TABLE "disputes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"booking_id" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"refunded_cents" integer,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('open', 'refunded', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "handovers" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"checklist" jsonb,
	"imei_matched" boolean,
	"checked_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "bookings_buyer_listing_key";--> statement-breakpoint
DROP INDEX "listings_imei_unsold_key";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "state" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "release_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "release_note" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_cents" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "is_reserved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Payments recorded before holds existed were captured at once: those sales are complete.
UPDATE "bookings" SET "state" = 'completed', "completed_at" = coalesce("paid_at", "created_at") WHERE "is_paid";--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_booking_key" ON "disputes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_held_until_idx" ON "bookings" USING btree ("held_until") WHERE "bookings"."state" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_buyer_listing_key" ON "bookings" USING btree ("buyer_id","listing_id") WHERE "bookings"."state" <> 'released';--> statement-breakpoint
CREATE UNIQUE INDEX "listings_imei_unsold_key" ON "listings" USING btree ("imei") WHERE "listings"."imei" is not null and (not "listings"."is_sold" or "listings"."is_reserved");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_state_check" CHECK ("bookings"."state" in ('open', 'held', 'completed', 'released', 'disputed', 'refunded'));--> statement-breakpoint
SELECT pgboss.create_queue('hold-expire', '{"policy":"standard","retryLimit":20,"retryDelay":60,"retryBackoff":true,"expireInSeconds":300}'::json);
