-- CreateTable
CREATE TABLE "interop_drafts" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "params" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "requestId" INTEGER,

    CONSTRAINT "interop_drafts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "interop_drafts_requestId_key" ON "interop_drafts"("requestId");

-- CreateIndex
CREATE INDEX "interop_drafts_userId_createdAt_idx" ON "interop_drafts"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "interop_drafts" ADD CONSTRAINT "interop_drafts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interop_drafts" ADD CONSTRAINT "interop_drafts_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "requests"("id") ON DELETE SET NULL ON UPDATE CASCADE;
