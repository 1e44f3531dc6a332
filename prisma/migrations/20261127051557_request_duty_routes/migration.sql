-- CreateTable
CREATE TABLE "request_duty_routes" (
    "requestId" INTEGER NOT NULL,
    "professionalId" INTEGER NOT NULL,
    "routedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "request_duty_routes_pkey" PRIMARY KEY ("requestId","professionalId")
);

-- CreateTable
CREATE TABLE "request_duty_holds" (
    "requestId" INTEGER NOT NULL,
    "alertOthersAt" TIMESTAMP(3) NOT NULL,
    "releasedAt" TIMESTAMP(3),

    CONSTRAINT "request_duty_holds_pkey" PRIMARY KEY ("requestId")
);

-- CreateIndex
CREATE INDEX "request_duty_routes_professionalId_idx" ON "request_duty_routes"("professionalId");

-- CreateIndex
CREATE INDEX "request_duty_holds_releasedAt_alertOthersAt_idx" ON "request_duty_holds"("releasedAt", "alertOthersAt");

-- AddForeignKey
ALTER TABLE "request_duty_routes" ADD CONSTRAINT "request_duty_routes_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "request_duty_routes" ADD CONSTRAINT "request_duty_routes_professionalId_fkey" FOREIGN KEY ("professionalId") REFERENCES "professionals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "request_duty_holds" ADD CONSTRAINT "request_duty_holds_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
