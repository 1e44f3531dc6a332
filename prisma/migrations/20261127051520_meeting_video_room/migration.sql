-- AlterTable
ALTER TABLE "meetings" ADD COLUMN     "videoRoom" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "meetings_videoRoom_key" ON "meetings"("videoRoom");
