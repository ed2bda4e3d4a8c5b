-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "draft" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "listed" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "ProductCount" ADD COLUMN     "listed" INTEGER NOT NULL DEFAULT 0;

-- Existing categories keep today's order (alphabetical, as the header showed them) as the seller's.
UPDATE "Category" c SET "position" = o.n
  FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY "sortName", id) - 1 AS n FROM "Category") o WHERE o.id = c.id;

-- "listed" is what shoppers may see (decision 092): not a draft, its category not hidden. Kept here,
-- in the same transaction as every write that changes it, so no read path can see it half-applied.
CREATE OR REPLACE FUNCTION product_listed_trigger() RETURNS trigger AS $$
BEGIN
  NEW."listed" := NOT NEW."draft" AND NOT COALESCE((SELECT "hidden" FROM "Category" WHERE id = NEW."categoryId"), false);
  RETURN NEW;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER product_listed BEFORE INSERT OR UPDATE OF "draft", "categoryId", "listed" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION product_listed_trigger();

-- Hiding or showing a category re-lists its products (their row trigger above reads the new flag).
CREATE OR REPLACE FUNCTION category_hidden_trigger() RETURNS trigger AS $$
BEGIN
  UPDATE "Product" SET "listed" = NOT "draft" AND NOT NEW."hidden" WHERE "categoryId" = NEW.id;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER category_hidden AFTER UPDATE OF "hidden" ON "Category"
  FOR EACH ROW WHEN (OLD."hidden" IS DISTINCT FROM NEW."hidden") EXECUTE FUNCTION category_hidden_trigger();

-- ProductCount keeps, beside every product, the listed ones: the storefront's totals and menus.
CREATE OR REPLACE FUNCTION product_count_add(cat TEXT, sub TEXT, delta INTEGER, listed_delta INTEGER) RETURNS void AS $$
BEGIN
  INSERT INTO "ProductCount" ("categoryId", "subTypeKey", "products", "listed") VALUES (cat, COALESCE(sub, ''), delta, listed_delta)
  ON CONFLICT ("categoryId", "subTypeKey") DO UPDATE
    SET "products" = "ProductCount"."products" + delta, "listed" = "ProductCount"."listed" + listed_delta;
END $$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION product_count_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM product_count_add(OLD."categoryId", OLD."subTypeId", -1, CASE WHEN OLD."listed" THEN -1 ELSE 0 END);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM product_count_add(NEW."categoryId", NEW."subTypeId", 1, CASE WHEN NEW."listed" THEN 1 ELSE 0 END);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
DROP FUNCTION product_count_add(TEXT, TEXT, INTEGER);

DROP TRIGGER product_count ON "Product";
CREATE TRIGGER product_count AFTER INSERT OR DELETE OR UPDATE OF "categoryId", "subTypeId", "listed" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION product_count_trigger();

UPDATE "ProductCount" SET "listed" = "products";

-- The list order kept in memory holds listed products only: a change of "listed" changes the lists.
DROP TRIGGER list_version ON "Product";
CREATE TRIGGER list_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "categoryId", "subTypeId", "finalPrice", "sortName", "featured", "searchText", "listed" ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
