-- DropIndex
DROP INDEX "access_events_requestId_at_idx";

-- DropIndex
DROP INDEX "access_events_userId_at_idx";

-- CreateIndex
CREATE INDEX "access_events_requestId_id_idx" ON "access_events"("requestId", "id");

-- CreateIndex
CREATE INDEX "access_events_userId_id_idx" ON "access_events"("userId", "id");
