-- CreateEnum
CREATE TYPE "DataExportStatus" AS ENUM ('PREPARING', 'READY', 'FAILED');

-- AlterTable
ALTER TABLE "billing_infos" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "isDefault" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "data_exports" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "status" "DataExportStatus" NOT NULL DEFAULT 'PREPARING',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL,
    "parts" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "readyAt" TIMESTAMP(3),
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "data_exports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "data_exports_userId_createdAt_idx" ON "data_exports"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "data_exports_expiresAt_idx" ON "data_exports"("expiresAt");

-- AddForeignKey
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each account's first billing number becomes its default (the rule for new numbers too).
UPDATE "billing_infos" SET "isDefault" = true WHERE "id" IN (SELECT MIN("id") FROM "billing_infos" GROUP BY "userId");
