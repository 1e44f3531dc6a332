-- CreateEnum
CREATE TYPE "ReportTransferStatus" AS ENUM ('PENDING', 'SENT', 'FAILED');

-- CreateTable
CREATE TABLE "report_transfers" (
    "id" SERIAL NOT NULL,
    "requestId" INTEGER NOT NULL,
    "consultId" INTEGER NOT NULL,
    "sentById" INTEGER,
    "address" VARCHAR(320) NOT NULL,
    "status" "ReportTransferStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" VARCHAR(40),
    "nextAttemptAt" TIMESTAMP(3),
    "locale" VARCHAR(8) NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "fileName" TEXT NOT NULL,
    "attachment" BYTEA,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "report_transfers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "report_transfers_requestId_createdAt_idx" ON "report_transfers"("requestId", "createdAt");

-- CreateIndex
CREATE INDEX "report_transfers_status_nextAttemptAt_idx" ON "report_transfers"("status", "nextAttemptAt");

-- AddForeignKey
ALTER TABLE "report_transfers" ADD CONSTRAINT "report_transfers_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_transfers" ADD CONSTRAINT "report_transfers_sentById_fkey" FOREIGN KEY ("sentById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
