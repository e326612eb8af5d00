ALTER TABLE "bookings" ADD COLUMN "meeting_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meeting_reminded_for" timestamp with time zone;--> statement-breakpoint
-- The queue of the job that reminds both sides an hour before a confirmed meeting (features/meetings).
SELECT pgboss.create_queue('meeting-remind', '{"policy":"standard","retryLimit":20,"retryDelay":60,"retryBackoff":true,"expireInSeconds":300}'::json);
