CREATE TABLE "dispute_photos" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"dispute_id" text NOT NULL,
	"side" text NOT NULL,
	"added_by" text,
	"url" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_photos_side_check" CHECK ("dispute_photos"."side" in ('buyer', 'seller')),
	CONSTRAINT "dispute_photos_position_check" CHECK ("dispute_photos"."position" between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispute_photos" ADD CONSTRAINT "dispute_photos_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_photos" ADD CONSTRAINT "dispute_photos_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_photos_side_position_key" ON "dispute_photos" USING btree ("dispute_id","side","position");--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('message', 'booking', 'payment', 'handover', 'hold', 'price-drop', 'saved-search', 'dispute', 'review', 'report'));