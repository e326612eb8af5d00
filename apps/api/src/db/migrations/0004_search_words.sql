CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, product_name || ' ' || description || ' ' || location)) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_search_tsv_idx" ON "listings" USING gin ("search_tsv") WHERE not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_unsold_publish_idx" ON "listings" USING btree ("publish_date") WHERE not "listings"."is_sold";--> statement-breakpoint
-- Hand-added: search_words holds every word of the listings' search text that has a letter (numbers
-- are matched exactly), so that a query word can be corrected against it (GET /search). Words only
-- come in; a word whose listings are gone merely widens a correction to something that matches
-- nothing.
CREATE FUNCTION "listings_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
		SELECT DISTINCT "lexeme" FROM unnest(NEW."search_tsv") WHERE length("lexeme") <= 40 AND "lexeme" ~ '[^0-9]'
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listings_search_words" AFTER INSERT OR UPDATE OF "product_name", "description", "location" ON "listings"
	FOR EACH ROW EXECUTE FUNCTION "listings_search_words"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
	SELECT DISTINCT "lexeme" FROM "listings", unnest("listings"."search_tsv") WHERE length("lexeme") <= 40 AND "lexeme" ~ '[^0-9]'
	ON CONFLICT DO NOTHING;
