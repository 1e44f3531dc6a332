import { connect } from "node:net";
import path from "node:path";
import { openDatabase } from "../api/src/db/client.ts";

export type BenchDatabase = { env: Record<string, string>; url?: string; dataDir?: string; label: string };

/** Whether something listens on 127.0.0.1:port (PostgreSQL, Redis). */
export function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port }, () => (socket.end(), resolve(true)));
    socket.on("error", () => resolve(false));
  });
}

/**
 * A bench's own database, kept between runs (its data set is costly to load): `name` on the local
 * PostgreSQL (or TEST_DATABASE_URL's server) when it answers, else a PGlite folder `dataDirName`.
 * BENCH_DATABASE_URL, when set, is used as it is.
 */
export async function pickBenchDatabase(name: string, dataDirName: string): Promise<BenchDatabase> {
  const dataDir = path.resolve(dataDirName);
  const explicit = process.env.BENCH_DATABASE_URL;
  if (explicit) return { env: { DATABASE_URL: explicit, DATA_DIR: dataDir }, url: explicit, label: "PostgreSQL (BENCH_DATABASE_URL)" };
  if (await reachable(5432)) {
    const server = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
    const admin = await openDatabase({ databaseUrl: server });
    const exists = await admin.rawQuery<{ n: number }>("SELECT count(*)::int AS n FROM pg_database WHERE datname = $1", [name]);
    if (!exists[0]?.n) await admin.rawQuery(`CREATE DATABASE ${name}`);
    await admin.close();
    const url = new URL(server);
    url.pathname = `/${name}`;
    return { env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir }, url: url.toString(), label: `PostgreSQL 127.0.0.1:5432/${name}` };
  }
  return { env: { DATA_DIR: dataDir }, dataDir, label: `PGlite ${dataDir}` };
}
