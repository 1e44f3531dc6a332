import type { Db } from "../db/client.ts";
import type { AccessEntry, AccessSink } from "../domain/ports.ts";

export type AccessTrailWriter = AccessSink & {
  /** Writes what is buffered now (tests, and before the process ends). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: call on shutdown, before the database closes. */
  close(): Promise<void>;
};

/**
 * One statement and one parameter for the whole batch: Prisma's createMany binds every cell as its
 * own parameter (5,000 for a batch of 500), which the feed bench showed costs the server more CPU
 * than the feed page itself; a JSON array is serialised once and unpacked by PostgreSQL.
 */
const INSERT_BATCH = `INSERT INTO "access_events" ("at", "userId", "action", "targetType", "targetId", "requestId", "door", "ip", "detail", "application")
SELECT x."at" AT TIME ZONE 'UTC', x."userId", x."action"::"AccessAction", x."targetType", x."targetId", x."requestId", x."door"::"AccessDoor", x."ip", x."detail", x."application"
FROM json_to_recordset($1::json) AS x("at" timestamptz, "userId" int, "action" text, "targetType" text, "targetId" int, "requestId" int, "door" text, "ip" text, "detail" text, "application" text)`;

export type AccessTrailWriterOptions = { flushMs: number; batchSize: number };

/**
 * Buffers the trail in the process and writes it with one multi-row INSERT every `flushMs` or
 * every `batchSize` entries, whichever comes first, so that a read costs an array push rather
 * than a round trip. The price: a process killed outright (kill -9, power loss) loses the entries
 * of the last `flushMs` at most; a normal stop flushes them. A failed INSERT (database away) is
 * retried with the next batch while the buffer stays under 20 batches, then logged and dropped,
 * so that an outage cannot grow the process's memory without bound.
 */
export function createAccessTrailWriter(db: Pick<Db, "$executeRawUnsafe">, options: AccessTrailWriterOptions): AccessTrailWriter {
  let buffer: AccessEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let closed = false;
  const maxBuffered = options.batchSize * 20;

  const write = async (batch: AccessEntry[]) => {
    try {
      await db.$executeRawUnsafe(INSERT_BATCH, JSON.stringify(batch));
    } catch (error: unknown) {
      if (!closed && buffer.length + batch.length <= maxBuffered) {
        buffer = [...batch, ...buffer];
        schedule();
        console.error("[access-trail] write failed, retrying with the next batch", error);
      } else console.error(`[access-trail] ${batch.length} entries lost: the database refused them`, error);
    }
  };

  const schedule = () => {
    if (timer || closed) return;
    timer = setTimeout(() => void flush(), options.flushMs);
    // The trail never keeps the process alive on its own; shutdown calls close().
    timer.unref();
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (buffer.length === 0) return writing;
    const batch = buffer;
    buffer = [];
    // One INSERT at a time, in order: PGlite has a single connection anyway.
    writing = writing.then(() => write(batch));
    return writing;
  };

  return {
    add(entry) {
      buffer.push(entry);
      // After close (a call answered while the process stops), nothing would flush it later.
      if (closed || buffer.length >= options.batchSize) void flush();
      else schedule();
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}
