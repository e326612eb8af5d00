-- Two listings created at once with the same new words each insert those words into search_words;
-- the second waits for the first on every word they share. In different orders, each waited for
-- the other: a deadlock (40P01), seen on PostgreSQL. The words now go in one order, so the second
-- simply waits.
CREATE OR REPLACE FUNCTION "listings_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "search_words" ("word")
		SELECT DISTINCT "lexeme" FROM unnest(NEW."search_tsv") WHERE length("lexeme") <= 40 AND "lexeme" ~ '[^0-9]'
		ORDER BY "lexeme"
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
