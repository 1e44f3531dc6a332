import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";

// The extensions the migrations create, as PGlite needs them loaded before CREATE EXTENSION:
// pg_trgm for the feed search's trigram indexes (migration feed_search_trigram), btree_gin for
// the viewer's id beside the trigrams in one GIN index (migration feed_search_copy).
const extensions = { btree_gin, pg_trgm };

/**
 * An embedded database (in dataDir, or in memory) with the extensions the migrations use;
 * `snapshot` is a data folder saved by dumpDataDir to start from (tests: a migrated one).
 */
export function openPGlite(dataDir?: string, snapshot?: Blob): PGlite {
  // The options form: new PGlite(undefined, options) would drop the options (in-memory case).
  return new PGlite({ dataDir, extensions, loadDataDir: snapshot });
}

/**
 * Prisma's adapter factory for a PGlite database. The adapter's own shadow database (used to
 * diff migrations against prisma/schema/) is a bare PGlite without extensions, on which the
 * migrations' CREATE EXTENSION fails: this one loads them too.
 */
export function pgliteAdapterFactory(pglite: PGlite): PrismaPGlite {
  const factory = new PrismaPGlite(pglite);
  factory.connectToShadowDb = () => new PrismaPGlite(openPGlite("memory://shadow")).connect();
  return factory;
}
