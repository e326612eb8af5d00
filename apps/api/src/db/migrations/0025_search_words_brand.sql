-- The brand a listing is filed under joins its search words, so that "samsung" finds a "Galaxy S9"
-- listed under Samsung (it found only phones with the brand in their name or description). The
-- column is generated, so it is dropped and added again; its index goes with it and is rebuilt.
ALTER TABLE "listings" drop column "search_tsv";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, product_name || ' ' || description || ' ' || location || ' ' || category)) STORED;--> statement-breakpoint
CREATE INDEX "listings_search_tsv_idx" ON "listings" USING gin ("search_tsv",lower("location") gin_trgm_ops) WHERE not "listings"."is_sold";--> statement-breakpoint
-- Hand-added: the brands' words become words a query can be corrected to (new listings add theirs
-- through the listings_search_words trigger, which reads the new column).
INSERT INTO "search_words" ("word")
	SELECT DISTINCT "lexeme" FROM (SELECT DISTINCT "category" FROM "listings") AS "filed",
		unnest(to_tsvector('simple'::regconfig, "filed"."category")) WHERE length("lexeme") <= 40 AND "lexeme" ~ '[^0-9]'
	ORDER BY "lexeme"
	ON CONFLICT DO NOTHING;
