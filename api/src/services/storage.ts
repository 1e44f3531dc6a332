import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import type { FileStorage } from "../domain/ports.ts";

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
  };
}
