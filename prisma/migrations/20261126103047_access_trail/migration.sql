-- CreateEnum
CREATE TYPE "AccessDoor" AS ENUM ('web', 'graphql', 'rest', 'partner');

-- CreateEnum
CREATE TYPE "AccessAction" AS ENUM ('read', 'write');

-- CreateTable
CREATE TABLE "access_events" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" INTEGER NOT NULL,
    "action" "AccessAction" NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" INTEGER NOT NULL,
    "requestId" INTEGER,
    "door" "AccessDoor" NOT NULL,
    "ip" TEXT,
    "detail" TEXT,

    CONSTRAINT "access_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "access_events_requestId_at_idx" ON "access_events"("requestId", "at");

-- CreateIndex
CREATE INDEX "access_events_userId_at_idx" ON "access_events"("userId", "at");

-- CreateIndex
CREATE INDEX "access_events_at_idx" ON "access_events"("at");

-- Append-only (HDS traceability): no UPDATE ever, no TRUNCATE, and DELETE only of rows older
-- than six months (183 days), which is what the retention purge removes. The retention is
-- configurable (ACCESS_TRAIL_RETENTION_DAYS) but never below this floor, whatever the code does.
-- The body is an E'' string with its semicolons written \073: the PostgreSQL driver adapter
-- splits a migration script at every semicolon, dollar quotes included.
CREATE FUNCTION "access_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = \'DELETE\' THEN
    IF OLD."at" < (now() AT TIME ZONE \'UTC\') - INTERVAL \'183 days\' THEN
      RETURN OLD\073
    END IF\073
  END IF\073
  RAISE EXCEPTION \'access_events is append-only (% refused)\', TG_OP USING ERRCODE = \'insufficient_privilege\'\073
END
';

CREATE TRIGGER "access_events_append_only"
  BEFORE UPDATE OR DELETE ON "access_events"
  FOR EACH ROW EXECUTE FUNCTION "access_events_append_only"();

CREATE TRIGGER "access_events_no_truncate"
  BEFORE TRUNCATE ON "access_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "access_events_append_only"();
