CREATE TABLE "listing_view_marks" (
	"listing_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "listing_view_marks_pkey" PRIMARY KEY("listing_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "listing_views_daily" (
	"listing_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "listing_views_daily_pkey" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
CREATE TABLE "view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_views_daily" ADD CONSTRAINT "listing_views_daily_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_view_marks_day_idx" ON "listing_view_marks" USING btree ("day");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_paid_idx" ON "bookings" USING btree ("paid_at") WHERE "bookings"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "bookings_completed_idx" ON "bookings" USING btree ("completed_at") WHERE "bookings"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "bookings_released_idx" ON "bookings" USING btree ("released_at") WHERE "bookings"."released_at" is not null;--> statement-breakpoint
CREATE INDEX "disputes_created_idx" ON "disputes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");