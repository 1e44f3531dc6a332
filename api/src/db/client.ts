import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory, SqlMigrationAwareDriverAdapterFactory, SqlQueryable } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "./generated/prisma/client.ts";
import { applyPendingMigrations, openSchemaEngine } from "./schema-engine.ts";

export type Db = PrismaClient;

export type DatabaseOptions = {
  /** postgres://… — when absent, an embedded PGlite database in dataDir (or in memory). */
  databaseUrl?: string;
  /** Folder of the embedded database; undefined means in memory (tests). */
  dataDir?: string;
};

type QueryListener = (sql: string) => void;

export type Database = {
  prisma: Db;
  kind: "pglite" | "postgres";
  /** Applies committed migrations that this database has not seen yet. */
  migrate(): Promise<string[]>;
  /** Runs SQL outside Prisma (bench baseline, seed bulk loads). */
  rawQuery<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Observes every SQL statement Prisma sends; returns the unsubscribe function. */
  onQuery(listener: QueryListener): () => void;
  close(): Promise<void>;
};

/**
 * The factory Prisma uses, telling `listeners` each statement it sends. Prisma's own query
 * log cannot be switched on and off after the client is built and costs on every statement
 * (it serialises the parameters), whereas this costs nothing while no test listens.
 */
function observedFactory(factory: SqlDriverAdapterFactory, listeners: Set<QueryListener>): SqlDriverAdapterFactory {
  function observe<T extends SqlQueryable>(queryable: T): T {
    const queryRaw = queryable.queryRaw.bind(queryable);
    const executeRaw = queryable.executeRaw.bind(queryable);
    queryable.queryRaw = (query) => {
      for (const listener of listeners) listener(query.sql);
      return queryRaw(query);
    };
    queryable.executeRaw = (query) => {
      for (const listener of listeners) listener(query.sql);
      return executeRaw(query);
    };
    return queryable;
  }
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      const adapter = observe(await factory.connect());
      const startTransaction = adapter.startTransaction.bind(adapter);
      adapter.startTransaction = async (isolationLevel) => observe(await startTransaction(isolationLevel));
      return adapter;
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const listeners = new Set<QueryListener>();
  let factory: SqlMigrationAwareDriverAdapterFactory;
  let rawQuery: Database["rawQuery"];
  let closeDriver: () => Promise<void>;
  let kind: Database["kind"];

  if (options.databaseUrl) {
    kind = "postgres";
    const pg = await import("pg");
    const pool = new pg.default.Pool({ connectionString: options.databaseUrl, max: 10 });
    factory = new PrismaPg(pool);
    rawQuery = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[];
    closeDriver = () => pool.end();
  } else {
    kind = "pglite";
    if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
    const pglite = new PGlite(options.dataDir);
    await pglite.waitReady;
    factory = new PrismaPGlite(pglite);
    rawQuery = async <T>(sql: string, params: unknown[] = []) => (await pglite.query<T>(sql, params)).rows;
    closeDriver = () => pglite.close();
  }

  const prisma = new PrismaClient({ adapter: observedFactory(factory, listeners) });

  return {
    prisma,
    kind,
    rawQuery,
    async migrate() {
      const engine = await openSchemaEngine(factory);
      try {
        return await applyPendingMigrations(engine);
      } finally {
        engine.free();
      }
    },
    onQuery(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await prisma.$disconnect();
      await closeDriver();
    },
  };
}
