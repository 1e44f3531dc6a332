-- AlterEnum
ALTER TYPE "ActCode" ADD VALUE 'EBM_01671';

-- AlterTable
ALTER TABLE "consults" ADD COLUMN     "actAmountCents" INTEGER,
ADD COLUMN     "actSupplements" INTEGER NOT NULL DEFAULT 0;
