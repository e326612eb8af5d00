-- Areas as data and suggested public meeting spots (issue 37, decision 056). A listing's and a
-- member's area are optional beside their free-text location; nothing existing changes.
CREATE TABLE "areas" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"city" text NOT NULL,
	"name" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "areas_text_check" CHECK (length("areas"."city") between 1 and 60 and length("areas"."name") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "meeting_spots" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"area_id" text NOT NULL,
	"address" text NOT NULL,
	"opening_hours" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "area_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "area_id" text;--> statement-breakpoint
ALTER TABLE "meeting_spots" ADD CONSTRAINT "meeting_spots_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_city_name_key" ON "areas" USING btree (lower("city"),lower("name"));--> statement-breakpoint
CREATE INDEX "meeting_spots_area_idx" ON "meeting_spots" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "listings_area_unsold_idx" ON "listings" USING btree ("area_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."area_id" is not null and not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_area_price_unsold_idx" ON "listings" USING btree ("area_id","resale_price_cents","id") WHERE "listings"."area_id" is not null and not "listings"."is_sold";--> statement-breakpoint
-- An area is deleted only when nothing names it; these find its users and spots without a scan.
CREATE INDEX "users_area_idx" ON "users" USING btree ("area_id") WHERE "users"."area_id" is not null;--> statement-breakpoint
CREATE INDEX "listings_category_area_unsold_idx" ON "listings" USING btree ("category","area_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."area_id" is not null and not "listings"."is_sold";