-- What members say about themselves (issue 39): a bio, a place and, for sellers, a phone number
-- that only a buyer whose payment is held is given. All optional: existing members have none.
ALTER TABLE "users" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;