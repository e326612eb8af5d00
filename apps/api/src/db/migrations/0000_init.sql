CREATE TABLE "bookings" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"listing_id" text,
	"buyer_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"product_name" text NOT NULL,
	"photo" text NOT NULL,
	"price_cents" integer NOT NULL,
	"number" text NOT NULL,
	"place" text NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"transaction_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"seller_id" text,
	"product_name" text NOT NULL,
	"seller_name" text NOT NULL,
	"product_photo" text NOT NULL,
	"resale_price_cents" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"location" text NOT NULL,
	"category" text NOT NULL,
	"condition" text NOT NULL,
	"use_duration" text NOT NULL,
	"seller_email" text NOT NULL,
	"publish_date" date NOT NULL,
	"description" text NOT NULL,
	"is_advertised" boolean DEFAULT false NOT NULL,
	"advertised_at" timestamp with time zone,
	"is_sold" boolean DEFAULT false NOT NULL,
	"sold_at" timestamp with time zone,
	"is_reported" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_category_check" CHECK ("listings"."category" in ('One plus', 'Xiaomi', 'Iphone', 'Huawei')),
	CONSTRAINT "listings_condition_check" CHECK ("listings"."condition" in ('Excellent', 'Good', 'Fair')),
	CONSTRAINT "listings_prices_check" CHECK ("listings"."resale_price_cents" > 0 and "listings"."original_price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"booking_id" text NOT NULL,
	"price_cents" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"listing_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"account_type" text DEFAULT 'buyer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_account_type_check" CHECK ("users"."account_type" in ('buyer', 'seller', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_buyer_listing_key" ON "bookings" USING btree ("buyer_id","listing_id");--> statement-breakpoint
CREATE INDEX "bookings_buyer_idx" ON "bookings" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "bookings_listing_idx" ON "bookings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_category_unsold_idx" ON "listings" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_advertised_unsold_idx" ON "listings" USING btree ("advertised_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."is_advertised" and not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_reported_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST) WHERE "listings"."is_reported";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_id_key" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_key" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_listing_reporter_key" ON "reports" USING btree ("listing_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_account_type_idx" ON "users" USING btree ("account_type","created_at");