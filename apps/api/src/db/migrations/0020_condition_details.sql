ALTER TABLE "listings" ADD COLUMN "battery_health" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "activation_lock_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "fully_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "no_cracked_glass" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_battery_health_check" CHECK ("listings"."battery_health" between 0 and 100);