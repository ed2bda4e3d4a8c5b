-- Issue 22 item 6 (decision 062): a sub-type that products still use can no longer be deleted; before,
-- SET NULL let a category update detach its products without a word. The service refuses first
-- with a French 409; this constraint holds when a product is attached while the removal runs.

-- DropForeignKey
ALTER TABLE "Product" DROP CONSTRAINT "Product_subTypeId_fkey";

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_subTypeId_fkey" FOREIGN KEY ("subTypeId") REFERENCES "SubType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
