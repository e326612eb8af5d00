CREATE TABLE "deleted_listings" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "deleted_listings_category_idx" ON "deleted_listings" USING btree ("category","deleted_at");--> statement-breakpoint
CREATE INDEX "listings_unsold_id_idx" ON "listings" USING btree ("id","updated_at") WHERE not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_category_updated_idx" ON "listings" USING btree ("category","updated_at");--> statement-breakpoint
-- Hand-added: the best truthful last change of the listings already there (the column's default
-- gave them the migration's time). Before the trigger below, which would set now() instead.
UPDATE listings SET updated_at = greatest(created_at, advertised_at, sold_at);--> statement-breakpoint
-- updated_at moves whenever an update changes what the listing's page shows: any column but the
-- report flag (never shown), the generated search column and updated_at itself. Comparing whole
-- rows keeps columns added later covered without touching this function.
CREATE FUNCTION listings_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_jsonb(NEW) - 'updated_at' - 'is_reported' - 'search_tsv'
     IS DISTINCT FROM to_jsonb(OLD) - 'updated_at' - 'is_reported' - 'search_tsv' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER listings_touch BEFORE UPDATE ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_touch();--> statement-breakpoint
-- A tombstone per deleted listing, in the deleting transaction, whichever path deletes (a seller,
-- an admin, an account removal): the page of a deleted listing answers 410 Gone.
CREATE FUNCTION deleted_listings_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deleted_listings (id, category, deleted_at)
    SELECT id, category, now() FROM old_rows
    ON CONFLICT (id) DO UPDATE SET category = excluded.category, deleted_at = excluded.deleted_at;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER deleted_listings_record AFTER DELETE ON listings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION deleted_listings_record();
