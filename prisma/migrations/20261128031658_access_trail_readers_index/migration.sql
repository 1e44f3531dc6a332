-- CreateIndex
CREATE INDEX "access_events_requestId_action_userId_at_idx" ON "access_events"("requestId", "action", "userId", "at");
