CREATE TABLE "blocked_imeis" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"imei" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"source" text NOT NULL,
	"blocked_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_imeis_imei_check" CHECK ("blocked_imeis"."imei" ~ '^[0-9]{15}$'),
	CONSTRAINT "blocked_imeis_reason_check" CHECK ("blocked_imeis"."reason" in ('stolen', 'lost', 'fraud', 'other')),
	CONSTRAINT "blocked_imeis_source_check" CHECK ("blocked_imeis"."source" in ('admin', 'owner'))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "imei" text;--> statement-breakpoint
ALTER TABLE "blocked_imeis" ADD CONSTRAINT "blocked_imeis_blocked_by_id_users_id_fk" FOREIGN KEY ("blocked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_imeis_imei_key" ON "blocked_imeis" USING btree ("imei");--> statement-breakpoint
CREATE INDEX "blocked_imeis_created_idx" ON "blocked_imeis" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "listings_imei_unsold_key" ON "listings" USING btree ("imei") WHERE "listings"."imei" is not null and not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_checked_unsold_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."imei" is not null and not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_category_checked_unsold_idx" ON "listings" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."imei" is not null and not "listings"."is_sold";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_imei_check" CHECK ("listings"."imei" ~ '^[0-9]{15}$');