import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { safeRedirectPath } from "../domain/rules/redirect-path.ts";
import type { LinkSealer } from "../domain/ports.ts";
import type { Config } from "../config.ts";

// AES-256-GCM (authenticated encryption, node:crypto): a sealed link is
// base64url(iv[12] | ciphertext | tag[16]) of (expiry in seconds, 4 bytes | the path in UTF-8),
// with a fixed associated label so that no other ciphertext of the same key passes for a link.
const IV_BYTES = 12;
const TAG_BYTES = 16;
const LABEL = Buffer.from("consilium/authwall/v1");
/** A link in an e-mail stays good this long; the page behind it still asks for a session. */
export const SEALED_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Longer tokens are refused before any work: our paths are short. */
const MAX_SEALED_LENGTH = 1024;
export const LINK_SEAL_KEY_BYTES = 32;

export function createLinkSealer(key: Buffer, ttlMs: number = SEALED_LINK_TTL_MS): LinkSealer {
  if (key.length !== LINK_SEAL_KEY_BYTES) throw new Error(`the link seal key must be ${LINK_SEAL_KEY_BYTES} bytes`);
  return {
    seal(target, now) {
      const safe = safeRedirectPath(target);
      if (safe !== target) throw new Error("only a path of this site can be sealed");
      const expiry = Buffer.alloc(4);
      expiry.writeUInt32BE(Math.floor((now.getTime() + ttlMs) / 1000));
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(LABEL);
      const sealed = Buffer.concat([cipher.update(Buffer.concat([expiry, Buffer.from(target, "utf8")])), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
    },
    open(sealed, now) {
      if (sealed.length > MAX_SEALED_LENGTH || !/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
      const bytes = Buffer.from(sealed, "base64url");
      if (bytes.length < IV_BYTES + TAG_BYTES + 5) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES)).setAAD(LABEL);
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
        if (plain.readUInt32BE(0) * 1000 <= now.getTime()) return null;
        const target = plain.subarray(4).toString("utf8");
        return safeRedirectPath(target) === target ? target : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * LINK_SEAL_KEY (32 bytes, base64 or hex) when set: every instance of a deployment must share it.
 * Otherwise a key made on first start and kept in the data folder (readable by its owner only),
 * so that links sent before a restart still open; and if that folder cannot be written, a key
 * for this process only, said in the log.
 */
export function linkSealKey(config: Pick<Config, "linkSealKey" | "dataDir">): Buffer {
  if (config.linkSealKey) return config.linkSealKey;
  const file = path.join(config.dataDir, "link-seal.key");
  try {
    const stored = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
    if (stored.length === LINK_SEAL_KEY_BYTES) return stored;
  } catch {
    // No key yet: make one below.
  }
  const key = randomBytes(LINK_SEAL_KEY_BYTES);
  try {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, key.toString("base64"), { mode: 0o600, flag: "w" });
    chmodSync(file, 0o600);
  } catch (error: unknown) {
    console.warn(`[links] could not keep the link seal key in ${file}; links sent now stop opening at the next start`, error);
  }
  return key;
}
