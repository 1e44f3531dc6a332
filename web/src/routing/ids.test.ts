import { describe, expect, it } from "vitest";
import { parseDatabaseId, toGlobalId } from "./ids.ts";

describe("parseDatabaseId", () => {
  it("accepts positive integers", () => {
    expect(parseDatabaseId("1")).toBe(1);
    expect(parseDatabaseId("4521")).toBe(4521);
  });
  it("rejects everything else", () => {
    for (const raw of [undefined, "", "abc", "0", "-3", "1.5", "1e3", "007", " 12", "12 ", "9999999999999999"]) {
      expect(parseDatabaseId(raw)).toBeNull();
    }
  });
});

describe("toGlobalId", () => {
  it("matches the server's encoding", () => {
    expect(toGlobalId("Request", 34)).toBe("UmVxdWVzdDozNA==");
    expect(Buffer.from(toGlobalId("Request", 1), "base64").toString()).toBe("Request:1");
  });
});
