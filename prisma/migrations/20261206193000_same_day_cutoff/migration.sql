-- Dakar orders placed before this hour are delivered the same day ("" when none is); issue 29 item 1.
ALTER TABLE "ShopSettings" ADD COLUMN "sameDayCutoff" TEXT NOT NULL DEFAULT '15h';
