-- DropIndex
DROP INDEX "interop_authorizations_userId_software_clientId_key";

-- AlterTable
ALTER TABLE "access_events" ADD COLUMN     "application" TEXT;

-- AlterTable
ALTER TABLE "interop_authorizations" DROP COLUMN "clientId",
DROP COLUMN "software",
ADD COLUMN     "applicationId" INTEGER NOT NULL,
ADD COLUMN     "grantId" TEXT,
ADD COLUMN     "lastUsedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "partner_applications" (
    "id" SERIAL NOT NULL,
    "clientId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "redirectUris" TEXT[],
    "scopes" TEXT[],
    "rateLimitPerMinute" INTEGER NOT NULL DEFAULT 600,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disabledAt" TIMESTAMP(3),

    CONSTRAINT "partner_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_records" (
    "kind" TEXT NOT NULL,
    "idHash" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "grantId" TEXT,
    "uidHash" TEXT,
    "expiresAt" TIMESTAMP(3),
    "consumedAt" TIMESTAMP(3),

    CONSTRAINT "oauth_records_pkey" PRIMARY KEY ("kind","idHash")
);

-- CreateTable
CREATE TABLE "partner_calls" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "applicationId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "door" TEXT NOT NULL,
    "operation" TEXT NOT NULL,

    CONSTRAINT "partner_calls_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "partner_applications_clientId_key" ON "partner_applications"("clientId");

-- CreateIndex
CREATE INDEX "oauth_records_grantId_idx" ON "oauth_records"("grantId");

-- CreateIndex
CREATE INDEX "oauth_records_uidHash_idx" ON "oauth_records"("uidHash");

-- CreateIndex
CREATE INDEX "oauth_records_expiresAt_idx" ON "oauth_records"("expiresAt");

-- CreateIndex
CREATE INDEX "partner_calls_applicationId_at_idx" ON "partner_calls"("applicationId", "at");

-- CreateIndex
CREATE INDEX "partner_calls_userId_at_idx" ON "partner_calls"("userId", "at");

-- CreateIndex
CREATE UNIQUE INDEX "interop_authorizations_grantId_key" ON "interop_authorizations"("grantId");

-- CreateIndex
CREATE UNIQUE INDEX "interop_authorizations_userId_applicationId_key" ON "interop_authorizations"("userId", "applicationId");

-- AddForeignKey
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "interop_authorizations" ADD CONSTRAINT "interop_authorizations_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "partner_applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_calls" ADD CONSTRAINT "partner_calls_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "partner_applications"("id") ON DELETE CASCADE ON UPDATE CASCADE;
