CREATE TABLE "brands" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"logo" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name"),
	CONSTRAINT "brands_slug_check" CHECK ("brands"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);--> statement-breakpoint
-- Hand-added: the brands, in the navbar's order. The spec's four keep their slugs and stored names;
-- the six after them complete the home page's brand strip (decision 034).
INSERT INTO "brands" ("slug", "name", "title", "logo", "position") VALUES
	('oneplus', 'One plus', 'One Plus', 'oneplus', 1),
	('iphone', 'Iphone', 'Iphone', 'apple', 2),
	('xiaomi', 'Xiaomi', 'Xiaomi', 'xiaomi', 3),
	('huawei', 'Huawei', 'Huawei', 'huawei', 4),
	('samsung', 'Samsung', 'Samsung', 'samsung', 5),
	('pixel', 'Google Pixel', 'Google Pixel', 'google', 6),
	('motorola', 'Motorola', 'Motorola', 'motorola', 7),
	('nokia', 'Nokia', 'Nokia', 'nokia', 8),
	('oppo', 'Oppo', 'Oppo', 'oppo', 9),
	('honor', 'Honor', 'Honor', 'honor', 10);
--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_category_check";--> statement-breakpoint
CREATE INDEX "brands_position_idx" ON "brands" USING btree ("position","slug");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_category_brands_name_fk" FOREIGN KEY ("category") REFERENCES "public"."brands"("name") ON DELETE restrict ON UPDATE no action;