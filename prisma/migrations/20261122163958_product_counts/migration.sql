-- CreateTable
CREATE TABLE "ProductCount" (
    "categoryId" TEXT NOT NULL,
    "subTypeKey" TEXT NOT NULL DEFAULT '',
    "products" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductCount_pkey" PRIMARY KEY ("categoryId","subTypeKey")
);

-- Keep "ProductCount" exact in the same transaction as every product write (insert, delete, move
-- between categories or sub-types, including the SET NULL of a deleted sub-type).
CREATE OR REPLACE FUNCTION product_count_add(cat TEXT, sub TEXT, delta INTEGER) RETURNS void AS $$
BEGIN
  INSERT INTO "ProductCount" ("categoryId", "subTypeKey", "products") VALUES (cat, COALESCE(sub, ''), delta)
  ON CONFLICT ("categoryId", "subTypeKey") DO UPDATE SET "products" = "ProductCount"."products" + delta;
END $$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION product_count_trigger() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN PERFORM product_count_add(OLD."categoryId", OLD."subTypeId", -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM product_count_add(NEW."categoryId", NEW."subTypeId", 1); END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER product_count AFTER INSERT OR DELETE OR UPDATE OF "categoryId", "subTypeId" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION product_count_trigger();

INSERT INTO "ProductCount" ("categoryId", "subTypeKey", "products")
  SELECT "categoryId", COALESCE("subTypeId", ''), count(*) FROM "Product" GROUP BY 1, 2;
