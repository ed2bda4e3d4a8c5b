-- CreateTable
CREATE TABLE "ListVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "ListVersion_pkey" PRIMARY KEY ("id")
);

-- Its version is bumped in the same transaction as every product write that can change a list
-- without search words: which products there are, their category, sub-type, final price, name order
-- and "à la une" (the SET NULL of a deleted sub-type included). A statement-level trigger: a bulk
-- insert bumps it once. A reader that sees a version sees the rows of that version. The row is
-- created by the first write (readers take no row as version 0), so a freshly migrated database
-- holds no rows and `db:to-postgres` can copy the embedded one's into it.
CREATE OR REPLACE FUNCTION list_version_bump() RETURNS trigger AS $$
BEGIN
  INSERT INTO "ListVersion" ("id", "version") VALUES (1, 1)
  ON CONFLICT ("id") DO UPDATE SET "version" = "ListVersion"."version" + 1;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE TRIGGER list_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "categoryId", "subTypeId", "finalPrice", "sortName", "featured" ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
