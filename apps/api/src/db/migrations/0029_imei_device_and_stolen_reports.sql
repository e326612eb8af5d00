-- "IMEI checked" says only what was checked (issue 39): a listing is checked when its IMEI's TAC
-- names a device in the shipped list, kept in imei_device. Existing listings start without one (so
-- none shows the badge for a TAC on no list); features/imei/imei.startup.ts names the known ones at
-- start. The checked-only indexes now follow imei_device. stolen_reports holds reports from members
-- who did not list or buy the IMEI here, for an admin to approve or decline (issue 36).
CREATE TABLE "stolen_reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"imei" text NOT NULL,
	"note" text,
	"reporter_id" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stolen_reports_imei_check" CHECK ("stolen_reports"."imei" ~ '^[0-9]{15}$'),
	CONSTRAINT "stolen_reports_state_check" CHECK ("stolen_reports"."state" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
DROP INDEX "listings_checked_search_tsv_idx";--> statement-breakpoint
DROP INDEX "listings_checked_unsold_idx";--> statement-breakpoint
DROP INDEX "listings_category_checked_unsold_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "imei_device" text;--> statement-breakpoint
ALTER TABLE "stolen_reports" ADD CONSTRAINT "stolen_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stolen_reports" ADD CONSTRAINT "stolen_reports_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stolen_reports_created_idx" ON "stolen_reports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_checked_search_tsv_idx" ON "listings" USING gin ("search_tsv",lower("location") gin_trgm_ops) WHERE "listings"."imei_device" is not null and not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_checked_unsold_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."imei_device" is not null and not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_category_checked_unsold_idx" ON "listings" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."imei_device" is not null and not "listings"."is_sold";