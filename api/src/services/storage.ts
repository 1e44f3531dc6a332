import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

import type { FileStorage, StoredEntry } from "../domain/ports.ts";

/** An object is named by its key; a write in progress by its key, the writer's pid and `.tmp`. */
const STORED_NAME = /^([0-9a-f-]{36})(\.\d+\.tmp)?$/;
const SHARD = /^[0-9a-f]{2}$/;

const listFolder = (folder: string) => readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
  if (error instanceof Error && "code" in error && error.code === "ENOENT") return [];
  throw error;
});

/**
 * Files in a folder. A write goes to a temporary name and is renamed into place, so a crash
 * or a failed upload never leaves a half-written file under a real key.
 */
export function createFolderStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(bytes) {
      const key = randomUUID();
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes, { flag: "wx" });
      await rename(temporary, file);
      return { key, sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.byteLength };
    },
    async get(key) {
      return new Uint8Array(await readFile(pathOf(key)));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async putStream(source, maxBytes) {
      const key = randomUUID();
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      const handle = await open(temporary, "wx");
      const hash = createHash("sha256");
      const head = new HeadTail();
      let size = 0;
      let kept = false;
      try {
        for await (const chunk of source) {
          size += chunk.byteLength;
          // Leaving the loop ends the source: nothing more is read past the limit.
          if (size > maxBytes) return { tooLarge: true };
          hash.update(chunk);
          head.add(chunk);
          await handle.write(chunk);
        }
        await handle.close();
        await rename(temporary, file);
        kept = true;
        return { key, sha256: hash.digest("hex"), size, head: head.head(), tail: head.tail() };
      } finally {
        if (!kept) {
          await handle.close().catch(() => undefined);
          await rm(temporary, { force: true });
        }
      }
    },
    stream(key) {
      return Readable.toWeb(createReadStream(pathOf(key))) as ReadableStream<Uint8Array>;
    },
    async *scan(): AsyncGenerator<StoredEntry> {
      for (const shard of await listFolder(root)) {
        if (!shard.isDirectory() || !SHARD.test(shard.name)) continue;
        for (const entry of await listFolder(path.join(root, shard.name))) {
          const match = entry.isFile() ? STORED_NAME.exec(entry.name) : null;
          if (!match?.[1]) continue; // not ours: left alone
          // Gone since the listing (an upload failed, a delete): nothing to sweep.
          const stats = await stat(path.join(root, shard.name, entry.name)).catch(() => null);
          if (!stats) continue;
          yield match[2] ? { kind: "temporary", name: `${shard.name}/${entry.name}`, modifiedAt: stats.mtime } : { kind: "object", key: match[1], modifiedAt: stats.mtime };
        }
      }
    },
    async removeTemporary(name) {
      const [shard = "", file = ""] = name.split("/");
      if (!SHARD.test(shard) || !STORED_NAME.exec(file)?.[2]) throw new Error(`invalid temporary file name ${name}`);
      await rm(path.join(root, shard, file), { force: true });
    },
  };
}

const HEAD_BYTES = 256 * 1024;
const TAIL_BYTES = 1024;

/** Keeps the first and last bytes of a stream without holding the rest. */
class HeadTail {
  private readonly first = new Uint8Array(HEAD_BYTES);
  private firstLength = 0;
  private last = new Uint8Array(0);

  add(chunk: Uint8Array): void {
    if (this.firstLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.firstLength);
      this.first.set(part, this.firstLength);
      this.firstLength += part.byteLength;
    }
    const recent = chunk.subarray(Math.max(0, chunk.byteLength - TAIL_BYTES));
    const joined = new Uint8Array(this.last.byteLength + recent.byteLength);
    joined.set(this.last);
    joined.set(recent, this.last.byteLength);
    this.last = joined.slice(Math.max(0, joined.byteLength - TAIL_BYTES));
  }

  head(): Uint8Array {
    return this.first.slice(0, this.firstLength);
  }

  tail(): Uint8Array {
    return this.last;
  }
}
