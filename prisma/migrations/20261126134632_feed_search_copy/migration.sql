-- The feed search on the participants' side (issue 18): a word frequent among all requests (a
-- common last name) matched tens of thousands of requests that the count then joined to the
-- viewer's participants. With a copy of the search text here, one GIN index over the viewer's
-- id and the trigrams finds only the viewer's matches. btree_gin gives int4 a GIN operator class.
CREATE EXTENSION IF NOT EXISTS btree_gin;

-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '';

UPDATE "participants" p SET "searchText" = r."searchText"
FROM "requests" r
WHERE r."id" = p."requestId" AND r."searchText" <> '';

-- The copy is kept by the database, whatever writes the request or adds a participant (the
-- commands, the seeds). An insert that brings the text along keeps it: the bulk loader inserts
-- requests and participants in one statement, whose parts do not see each other's rows. The
-- bodies are E'' strings with their semicolons written \073: the PostgreSQL driver adapter
-- splits a migration script at every semicolon.
CREATE FUNCTION "participants_copy_search_text"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF NEW."searchText" = \'\' THEN
    NEW."searchText" := coalesce((SELECT r."searchText" FROM "requests" r WHERE r."id" = NEW."requestId"), \'\')\073
  END IF\073
  RETURN NEW\073
END
';

CREATE TRIGGER "participants_copy_search_text"
  BEFORE INSERT ON "participants"
  FOR EACH ROW EXECUTE FUNCTION "participants_copy_search_text"();

CREATE FUNCTION "requests_share_search_text"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "participants" SET "searchText" = NEW."searchText"
  WHERE "requestId" = NEW."id" AND "searchText" IS DISTINCT FROM NEW."searchText"\073
  RETURN NULL\073
END
';

CREATE TRIGGER "requests_share_search_text"
  AFTER UPDATE OF "searchText" ON "requests"
  FOR EACH ROW WHEN (OLD."searchText" IS DISTINCT FROM NEW."searchText")
  EXECUTE FUNCTION "requests_share_search_text"();

-- CreateIndex
CREATE INDEX "participants_userId_searchText_trgm_idx" ON "participants" USING GIN ("userId" int4_ops, "searchText" gin_trgm_ops);
