-- CreateEnum
CREATE TYPE "LoginAttemptState" AS ENUM ('PENDING', 'FAILED', 'CLEARED');

-- AlterTable
ALTER TABLE "LoginAttempt" ADD COLUMN     "state" "LoginAttemptState" NOT NULL DEFAULT 'FAILED';

-- CreateTable
CREATE TABLE "AccountMail" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccountMail_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AccountMail_userId_createdAt_idx" ON "AccountMail"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "AccountMail_ip_createdAt_idx" ON "AccountMail"("ip", "createdAt");

-- AddForeignKey
ALTER TABLE "AccountMail" ADD CONSTRAINT "AccountMail_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AdminUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;
