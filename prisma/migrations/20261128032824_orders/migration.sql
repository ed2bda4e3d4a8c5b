-- CreateTable
CREATE TABLE "Order" (
    "id" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'nouvelle',
    "customerName" TEXT,
    "customerPhone" TEXT,
    "deliveryArea" TEXT,
    "address" TEXT,
    "itemCount" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'panier',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderLine" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "productId" TEXT NOT NULL,
    "variantId" TEXT,
    "name" TEXT NOT NULL,
    "variantLabel" TEXT,
    "unitPrice" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "lineTotal" INTEGER NOT NULL,
    "shownUnitPrice" INTEGER,
    "priceDiffers" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "OrderLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderStatusChange" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "from" TEXT,
    "to" TEXT NOT NULL,
    "adminId" TEXT,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderStatusChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderRequest" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Order_reference_key" ON "Order"("reference");

-- CreateIndex
CREATE INDEX "Order_createdAt_idx" ON "Order"("createdAt");

-- CreateIndex
CREATE INDEX "Order_status_createdAt_idx" ON "Order"("status", "createdAt");

-- CreateIndex
CREATE INDEX "OrderLine_orderId_position_idx" ON "OrderLine"("orderId", "position");

-- CreateIndex
CREATE INDEX "OrderLine_productId_idx" ON "OrderLine"("productId");

-- CreateIndex
CREATE INDEX "OrderStatusChange_orderId_at_idx" ON "OrderStatusChange"("orderId", "at");

-- CreateIndex
CREATE INDEX "OrderStatusChange_at_idx" ON "OrderStatusChange"("at");

-- CreateIndex
CREATE INDEX "OrderRequest_kind_ip_createdAt_idx" ON "OrderRequest"("kind", "ip", "createdAt");

-- AddForeignKey
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderStatusChange" ADD CONSTRAINT "OrderStatusChange_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderStatusChange" ADD CONSTRAINT "OrderStatusChange_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "AdminUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The rules the service keeps, kept by the database too (decision 071): whoever writes, an order has
-- a known status, source and delivery area, a line 1 to 99 units and amounts that are not negative.
ALTER TABLE "Order" ADD CONSTRAINT "Order_status_check" CHECK ("status" IN ('nouvelle', 'confirmee', 'livree', 'annulee'));
ALTER TABLE "Order" ADD CONSTRAINT "Order_source_check" CHECK ("source" IN ('panier', 'message'));
ALTER TABLE "Order" ADD CONSTRAINT "Order_deliveryArea_check" CHECK ("deliveryArea" IS NULL OR "deliveryArea" IN ('dakar', 'regions'));
ALTER TABLE "Order" ADD CONSTRAINT "Order_amounts_check" CHECK ("total" >= 0 AND "itemCount" >= 1);
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_quantity_check" CHECK ("quantity" BETWEEN 1 AND 99);
ALTER TABLE "OrderLine" ADD CONSTRAINT "OrderLine_amounts_check" CHECK ("unitPrice" >= 0 AND "lineTotal" >= 0);
ALTER TABLE "OrderStatusChange" ADD CONSTRAINT "OrderStatusChange_to_check" CHECK ("to" IN ('nouvelle', 'confirmee', 'livree', 'annulee'));
