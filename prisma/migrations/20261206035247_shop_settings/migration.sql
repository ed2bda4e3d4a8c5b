-- CreateTable
CREATE TABLE "ShopSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "whatsapp" TEXT NOT NULL,
    "facebook" TEXT NOT NULL,
    "instagram" TEXT NOT NULL,
    "tiktok" TEXT NOT NULL,
    "dakarPrice" INTEGER NOT NULL,
    "dakarDelay" TEXT NOT NULL,
    "regionsDelay" TEXT NOT NULL,
    "supportHours" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,

    CONSTRAINT "ShopSettings_pkey" PRIMARY KEY ("id"),
    -- One row: the shop has one set of settings (decision 091).
    CONSTRAINT "ShopSettings_one_row" CHECK ("id" = 1)
);
