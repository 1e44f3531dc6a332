-- CreateEnum
CREATE TYPE "FeedState" AS ENUM ('DRAFT', 'OPENED', 'COMPLETED', 'CANCELLED');

-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "billable" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "requestState" "FeedState" NOT NULL DEFAULT 'DRAFT',
ADD COLUMN     "unread" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "requests" ADD COLUMN     "patientConsentAt" TIMESTAMP(3),
ADD COLUMN     "patientConsentById" INTEGER,
ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "transferredFromId" INTEGER;

-- CreateIndex
CREATE INDEX "participants_userId_side_requestState_lastActivityDate_requ_idx" ON "participants"("userId", "side", "requestState", "lastActivityDate" DESC, "requestId" DESC);

-- CreateIndex
CREATE INDEX "participants_userId_side_unread_lastActivityDate_requestId_idx" ON "participants"("userId", "side", "unread", "lastActivityDate" DESC, "requestId" DESC);

-- CreateIndex
CREATE INDEX "participants_userId_side_billable_lastActivityDate_requestI_idx" ON "participants"("userId", "side", "billable", "lastActivityDate" DESC, "requestId" DESC);

-- AddForeignKey
ALTER TABLE "requests" ADD CONSTRAINT "requests_patientConsentById_fkey" FOREIGN KEY ("patientConsentById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "requests" ADD CONSTRAINT "requests_transferredFromId_fkey" FOREIGN KEY ("transferredFromId") REFERENCES "requests"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill: the feed copies of existing requests' state (new rows are kept by the domain).
UPDATE "participants" p SET "requestState" = CASE
    WHEN r.status = 'DRAFT' THEN 'DRAFT'::"FeedState"
    WHEN c.status = 'COMPLETED' THEN 'COMPLETED'::"FeedState"
    WHEN c.status = 'CANCELLED' OR r.status = 'CANCELLED' THEN 'CANCELLED'::"FeedState"
    ELSE 'OPENED'::"FeedState" END,
  "billable" = (c.status = 'COMPLETED' AND c."actCode" IN ('TE1', 'TE2') AND r.eligibility IS DISTINCT FROM 'NONELIGIBLE')
FROM "requests" r LEFT JOIN "consults" c ON c."requestId" = r.id
WHERE p."requestId" = r.id;
