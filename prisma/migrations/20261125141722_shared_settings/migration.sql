-- CreateTable
CREATE TABLE "SharedSetting" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SharedSetting_pkey" PRIMARY KEY ("key")
);
