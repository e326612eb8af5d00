CREATE TABLE "booking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"move" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_events_move_check" CHECK ("booking_events"."move" in ('book', 'pay', 'check', 'complete', 'release', 'dispute', 'refund', 'close'))
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at","id");--> statement-breakpoint
-- The moves of the bookings made before this table, from the times their rows kept (a refund made
-- at the card provider without a reported problem kept no time, and has no entry).
INSERT INTO "booking_events" ("booking_id", "move", "state", "reason", "at")
SELECT "id", 'book', 'open', NULL, "created_at" FROM "bookings"
UNION ALL
SELECT "id", 'pay', 'held', NULL, "paid_at" FROM "bookings" WHERE "paid_at" IS NOT NULL
UNION ALL
SELECT "booking_id", 'check', 'held', NULL, "checked_at" FROM "handovers" WHERE "checked_at" IS NOT NULL
UNION ALL
SELECT "id", 'complete', 'completed', NULL, "completed_at" FROM "bookings" WHERE "completed_at" IS NOT NULL
UNION ALL
SELECT "id", 'release', 'released', "release_reason", "released_at" FROM "bookings" WHERE "released_at" IS NOT NULL
UNION ALL
SELECT "booking_id", 'dispute', 'disputed', NULL, "created_at" FROM "disputes"
UNION ALL
SELECT "booking_id", CASE "status" WHEN 'refunded' THEN 'refund' ELSE 'close' END,
  CASE "status" WHEN 'refunded' THEN 'refunded' ELSE 'completed' END, NULL, "decided_at"
FROM "disputes" WHERE "status" <> 'open' AND "decided_at" IS NOT NULL;
