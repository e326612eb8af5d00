CREATE TABLE "no_show_claims" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"booking_id" text NOT NULL,
	"claimant_side" text NOT NULL,
	"claimant_id" text,
	"absent_id" text,
	"meeting_at" timestamp with time zone NOT NULL,
	"statement" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"state" text DEFAULT 'asked' NOT NULL,
	"decision_note" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "no_show_claims_state_check" CHECK ("no_show_claims"."state" in ('asked', 'agreed', 'contested', 'upheld', 'rejected', 'withdrawn')),
	CONSTRAINT "no_show_claims_side_check" CHECK ("no_show_claims"."claimant_side" in ('buyer', 'seller'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meeting_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meeting_proposed_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "meeting_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "no_show_claims" ADD CONSTRAINT "no_show_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_claims" ADD CONSTRAINT "no_show_claims_claimant_id_users_id_fk" FOREIGN KEY ("claimant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_claims" ADD CONSTRAINT "no_show_claims_absent_id_users_id_fk" FOREIGN KEY ("absent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_claims" ADD CONSTRAINT "no_show_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "no_show_claims_booking_key" ON "no_show_claims" USING btree ("booking_id") WHERE "no_show_claims"."state" in ('asked', 'contested', 'agreed', 'upheld');--> statement-breakpoint
CREATE INDEX "no_show_claims_state_idx" ON "no_show_claims" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "no_show_claims_absent_idx" ON "no_show_claims" USING btree ("absent_id") WHERE "no_show_claims"."state" in ('agreed', 'upheld');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_meeting_check" CHECK ("bookings"."meeting_proposed_by" is null or "bookings"."meeting_proposed_by" in ('buyer', 'seller'));