-- CreateIndex
CREATE INDEX "Product_categoryId_featured_sortName_id_idx" ON "Product"("categoryId", "featured" DESC, "sortName", "id");

-- CreateIndex
CREATE INDEX "Product_subTypeId_featured_sortName_id_idx" ON "Product"("subTypeId", "featured" DESC, "sortName", "id");
