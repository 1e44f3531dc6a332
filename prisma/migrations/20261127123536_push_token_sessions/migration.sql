-- No code wrote push tokens before this (issue 24), and a token without its session could never
-- be sent to: any row is dropped rather than given a session it does not have.
DELETE FROM "push_tokens";

-- AlterTable
ALTER TABLE "push_tokens" ADD COLUMN     "sessionId" INTEGER NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "push_tokens_sessionId_key" ON "push_tokens"("sessionId");

-- AddForeignKey
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
