-- Hand-added: trigram matching for GET /search (a trusted extension since PostgreSQL 13, so the
-- database owner may create it; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "wishlist" (
	"buyer_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_pkey" PRIMARY KEY("buyer_id","listing_id")
);
--> statement-breakpoint
ALTER TABLE "wishlist" ADD CONSTRAINT "wishlist_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist" ADD CONSTRAINT "wishlist_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_buyer_created_idx" ON "wishlist" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wishlist_listing_idx" ON "wishlist" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_unsold_created_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_unsold_price_idx" ON "listings" USING btree ("resale_price_cents","id") WHERE not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_category_price_unsold_idx" ON "listings" USING btree ("category","resale_price_cents","id") WHERE not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_seller_unsold_idx" ON "listings" USING btree ("seller_id") WHERE not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_search_trgm_idx" ON "listings" USING gin ((lower("product_name" || ' ' || "description" || ' ' || "location")) gin_trgm_ops) WHERE not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_location_trgm_idx" ON "listings" USING gin (lower("location") gin_trgm_ops) WHERE not "listings"."is_sold";