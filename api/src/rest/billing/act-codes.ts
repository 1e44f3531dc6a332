import { z } from "zod";
import type { ActCode } from "../../db/generated/prisma/enums.ts";

// REST's act codes (spec 2 §3 enumeration "act code TE1, TE2, none", with the German EBM 01671
// of issue 21): the act table's codes, "none" for no act.

export const REST_ACT_CODES = ["TE1", "TE2", "01671", "none"] as const;
export const restActCodeSchema = z.enum(REST_ACT_CODES);
export type RestActCode = (typeof REST_ACT_CODES)[number];

const TO_REST: Record<ActCode, RestActCode> = { TE1: "TE1", TE2: "TE2", EBM_01671: "01671", NONE: "none" };
const FROM_REST: Record<string, ActCode> = { TE1: "TE1", TE2: "TE2", "01671": "EBM_01671", none: "NONE", NONE: "NONE" };

export function toRestActCode(code: ActCode | null | undefined): RestActCode | null {
  return code ? TO_REST[code] : null;
}

/** A REST act code as stored (legacy clients also send NONE in capitals). */
export function fromRestActCode(code: string): ActCode {
  return FROM_REST[code] ?? "NONE";
}

/** Euro cents as the JSON amount in euros (two decimals), as billing software reads it. */
export function euros(cents: number | null): number | null {
  return cents === null ? null : cents / 100;
}
