import { describe, expect, it } from "vitest";
import { dbIdSchema, isDbId, MAX_DB_ID } from "./id.ts";

describe("row ids", () => {
  it("accepts int4 ids above zero only", () => {
    expect(isDbId(1)).toBe(true);
    expect(isDbId(MAX_DB_ID)).toBe(true);
    for (const value of [0, -1, 1.5, MAX_DB_ID + 1, Number.NaN, Number.MAX_SAFE_INTEGER]) expect(isDbId(value)).toBe(false);
  });

  it("reads path and body ids the same way", () => {
    expect(dbIdSchema.safeParse("42").data).toBe(42);
    expect(dbIdSchema.safeParse("2147483648").success).toBe(false);
    expect(dbIdSchema.safeParse(2147483648).success).toBe(false);
    expect(dbIdSchema.safeParse("abc").success).toBe(false);
  });
});
