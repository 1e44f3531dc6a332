import { mkdir, readFile } from "node:fs/promises";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory, SqlMigrationAwareDriverAdapterFactory, SqlQuery, SqlQueryable } from "@prisma/driver-adapter-utils";
import type { GetPrismaClientConfig } from "@prisma/client/runtime/client";
import { PrismaClient, type Prisma } from "./generated/prisma/client.ts";
import { allMigrationsApplied } from "./applied-migrations.ts";

export type Db = PrismaClient;

export type DatabaseOptions = {
  /** postgres://… — when absent, an embedded PGlite database in dataDir (or in memory). */
  databaseUrl?: string;
  /** Folder of the embedded database; undefined means in memory (tests). */
  dataDir?: string;
  /** An embedded database's data folder as `dumpDataDir` saved it (tests start from a migrated one). */
  snapshot?: Blob;
};

type QueryListener = (sql: string) => void;

export type Database = {
  prisma: Db;
  kind: "pglite" | "postgres";
  /** Applies committed migrations that this database has not seen yet. */
  migrate(): Promise<string[]>;
  /** The embedded database's data folder as a tarball, for `snapshot` (PGlite only). */
  dumpDataDir(): Promise<Blob>;
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

/**
 * Names each distinct SQL text, so that pg prepares it once per connection and PostgreSQL
 * skips parsing and planning it on later calls. Bounded, because `IN` lists of every length
 * make new texts: past the bound a statement goes unnamed (an empty name), as before.
 */
function preparedStatementNames(max: number, prefix = "prisma"): (query: Pick<SqlQuery, "sql">) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    let name = names.get(sql);
    if (name === undefined && names.size < max) names.set(sql, (name = `${prefix}_${names.size}`));
    return name ?? "";
  };
}

/** The WebAssembly query compiler as the generated client loads it: the one for PostgreSQL, fast build (client.test.ts checks). */
export const COMPILER_WASM_BASE64 = "@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.mjs";
let compilerWasm: Promise<unknown> | null = null;

/**
 * The query compiler's WebAssembly module, read from the file the generated client would import.
 * Imported, that file (4.4 MB of base64 in a string constant) stays in the module cache for the
 * life of the process, its source text and its string both: 8.7 MiB of an idle server's heap
 * (issue 18 item 6). Read and decoded here, only the compiled module remains, and every client of
 * the process (tests open many) shares it instead of compiling its own. Should a Prisma release
 * rename the file, the generated client's own loader takes over.
 */
function compilerWasmModule(fallback: () => Promise<unknown>): Promise<unknown> {
  compilerWasm ??= (async () => {
    const text = await readFile(new URL(import.meta.resolve(COMPILER_WASM_BASE64)), "latin1");
    const start = text.indexOf('"') + 1;
    const end = text.indexOf('"', start);
    if (start === 0 || end < 0) throw new Error(`no base64 string in ${COMPILER_WASM_BASE64}`);
    return new WebAssembly.Module(Buffer.from(text.slice(start, end), "base64"));
  })().catch(() => fallback());
  return compilerWasm;
}

/** Prisma's hook over the generated client's configuration, where its WebAssembly loader is. */
function withCompilerWasmFromFile(config: GetPrismaClientConfig): GetPrismaClientConfig {
  const loader = config.compilerWasm;
  if (!loader || config.activeProvider !== "postgresql") return config;
  return { ...config, compilerWasm: { ...loader, getQueryCompilerWasmModule: () => compilerWasmModule(() => loader.getQueryCompilerWasmModule()) } };
}

/** One parameterised statement, run outside Prisma; rows as the driver parses them. */
export type SqlReader = <T>(sql: string, values: readonly unknown[]) => Promise<T[]>;

const sqlReaders = new WeakMap<Db, SqlReader>();

/**
 * The driver's own query for this client, when it has one that may be used beside Prisma: on
 * PostgreSQL a pooled connection and a prepared statement, sparing a hot read Prisma's raw-query
 * pipeline (its cost, not the database's, was most of a statement's). Null for a transaction's
 * client (its statements must stay on its connection) and on PGlite (one connection, shared with
 * any transaction Prisma holds open): there, `$queryRawUnsafe`.
 */
export function sqlReaderOf(db: Db): SqlReader | null {
  return sqlReaders.get(db) ?? null;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const listeners = new Set<QueryListener>();
  let factory: SqlMigrationAwareDriverAdapterFactory;
  let clientFactory: SqlDriverAdapterFactory;
  let rawQuery: Database["rawQuery"];
  let closeDriver: () => Promise<void>;
  let kind: Database["kind"];
  let sqlReader: SqlReader | null = null;
  let dumpDataDir: Database["dumpDataDir"] = () => Promise.reject(new Error("only an embedded database dumps its data folder"));

  if (options.databaseUrl) {
    kind = "postgres";
    const pg = await import("pg");
    // Generic plans, planned once per connection and statement (issue 18): with Prisma's parameters
    // (a take, a viewer id written 26 times) PostgreSQL kept choosing a custom plan and planned the
    // request page's two largest statements again on every call, 2-12 ms of planning against
    // 0.1-0.7 ms of execution (server log, log_min_duration_statement = 0). Every statement of the
    // app selects by keys and indexes, where a generic plan is as good as a custom one.
    const pool = new pg.default.Pool({ connectionString: options.databaseUrl, max: 10, options: "-c plan_cache_mode=force_generic_plan" });
    // An idle connection the server ends (a restart, an administrator, a DROP DATABASE … FORCE)
    // is an 'error' event on the pool, which would otherwise end the process; the pool replaces it.
    pool.on("error", (error) => console.error(`[db] idle connection lost: ${error.message}`));
    factory = new PrismaPg(pool);
    // Migrations keep unnamed statements: only the application's queries repeat.
    clientFactory = new PrismaPg(pool, { statementNameGenerator: preparedStatementNames(2_000) });
    rawQuery = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[];
    const rawNames = preparedStatementNames(200, "raw");
    sqlReader = async <T>(text: string, values: readonly unknown[]) => (await pool.query({ name: rawNames({ sql: text }) || undefined, text, values: [...values] })).rows as T[];
    closeDriver = () => pool.end();
  } else {
    kind = "pglite";
    if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
    // Imported only here: loading PGlite's module costs about 50 MiB of memory, for nothing on PostgreSQL.
    const { openPGlite, pgliteAdapterFactory } = await import("./pglite.ts");
    // A snapshot skips initdb, the costliest part of opening an in-memory database.
    const pglite = openPGlite(options.dataDir, options.snapshot);
    await pglite.waitReady;
    dumpDataDir = async () => {
      // Flushed first, so that the copy opens without replaying the write-ahead log.
      await pglite.exec("CHECKPOINT");
      return pglite.dumpDataDir("none");
    };
    factory = pgliteAdapterFactory(pglite);
    clientFactory = factory;
    rawQuery = async <T>(sql: string, params: unknown[] = []) => (await pglite.query<T>(sql, params)).rows;
    closeDriver = () => pglite.close();
  }

  // `__internal.configOverride` is public in @prisma/client's types but not in the generated options.
  const clientOptions = { adapter: observedFactory(clientFactory, listeners), __internal: { configOverride: withCompilerWasmFromFile } };
  const prisma = new PrismaClient(clientOptions as Prisma.PrismaClientOptions);
  if (sqlReader) {
    const read = sqlReader;
    sqlReaders.set(prisma, <T>(sql: string, values: readonly unknown[]) => {
      for (const listener of listeners) listener(sql);
      return read<T>(sql, values);
    });
  }

  return {
    prisma,
    kind,
    rawQuery,
    dumpDataDir: () => dumpDataDir(),
    async migrate() {
      // A restart finds every migration applied: the schema engine (WebAssembly, seconds to
      // load on a small machine) is only needed when one is pending or was changed.
      if (await allMigrationsApplied(rawQuery)) return [];
      const { applyPendingMigrations, openSchemaEngine } = await import("./schema-engine.ts");
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
