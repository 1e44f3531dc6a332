-- The trigram operator class of the feed search index (PGlite loads the same extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "requests_searchText_trgm_idx" ON "requests" USING GIN ("searchText" gin_trgm_ops);
