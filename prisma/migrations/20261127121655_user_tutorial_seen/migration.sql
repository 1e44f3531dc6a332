-- AlterTable
ALTER TABLE "users" ADD COLUMN     "tutorialSeenAt" TIMESTAMP(3);
