import { isDbId, MAX_DB_ID } from "../domain/rules/id.ts";

/** Database id from the id part of a global id or a path; 0 (never a row) when it is not an int4 above zero. */
export function toDbId(id: string | number | bigint): number {
  const value = typeof id === "string" && /^\d{1,10}$/.test(id) ? Number(id) : typeof id === "number" ? id : typeof id === "bigint" && id <= BigInt(MAX_DB_ID) ? Number(id) : 0;
  return isDbId(value) ? value : 0;
}

/**
 * "Request:42" in base64 → its parts. A malformed id decodes to a type no loader knows, so it
 * answers like a missing row instead of an error that would tell malformed from hidden.
 */
export function decodeGlobalId(globalId: string): { typename: string; id: string } {
  const decoded = globalId.length <= 200 ? Buffer.from(globalId, "base64").toString("utf8") : "";
  const match = /^([A-Za-z][A-Za-z0-9]{0,63}):(\d{1,10})$/.exec(decoded);
  return match ? { typename: match[1] ?? "", id: match[2] ?? "" } : { typename: "", id: "0" };
}
