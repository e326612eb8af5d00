-- Words among checked phones (`checked=1` with a query): the checked, unsold listings' own GIN index
-- over the words and the town. Before, PostgreSQL walked every checked listing and tested its words:
-- 'iphone 13 pro' among 27,000 checked phones of 100,000 took 91 ms to count; with this index 10 ms.
CREATE INDEX "listings_checked_search_tsv_idx" ON "listings" USING gin ("search_tsv",lower("location") gin_trgm_ops) WHERE "listings"."imei" is not null and not "listings"."is_sold";