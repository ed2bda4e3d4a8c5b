-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "options" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "ProductImage" ADD COLUMN     "color" TEXT;

-- CreateTable
CREATE TABLE "ProductVariant" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "size" TEXT,
    "sizeKey" TEXT,
    "color" TEXT,
    "stock" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL,

    CONSTRAINT "ProductVariant_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProductVariant_productId_position_idx" ON "ProductVariant"("productId", "position");

-- AddForeignKey
ALTER TABLE "ProductVariant" ADD CONSTRAINT "ProductVariant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Stock never goes below zero (issue 25, decision 068): the database refuses it, whatever wrote it.
UPDATE "Product" SET "stock" = 0 WHERE "stock" < 0;
ALTER TABLE "Product" ADD CONSTRAINT "Product_stock_check" CHECK ("stock" >= 0);
ALTER TABLE "ProductVariant" ADD CONSTRAINT "ProductVariant_stock_check" CHECK ("stock" >= 0);

-- A list filtered by size keeps the products with an enabled variant of that size in stock (the list
-- order kept in memory reads them, decision 052): a variant write that can change that bumps the
-- list version like a product write does.
CREATE TRIGGER list_version AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "productId", "sizeKey", "stock", "enabled" ON "ProductVariant"
  FOR EACH STATEMENT EXECUTE FUNCTION list_version_bump();
