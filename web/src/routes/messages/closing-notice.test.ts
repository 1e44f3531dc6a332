import { describe, expect, it } from "vitest";
import { closingNoticeIndex } from "./closing-notice.ts";

const published = (publishedAt: string) => ({ status: "PUBLISHED", publishedAt });

describe("closing notice placement", () => {
  const thread = [published("2026-11-01T10:00:00Z"), published("2026-11-02T10:00:00Z"), published("2026-11-03T10:00:00Z")];

  it("goes before the first message posted after the completion", () => {
    expect(closingNoticeIndex(thread, "2026-11-01T12:00:00Z")).toBe(1);
    expect(closingNoticeIndex(thread, "2026-11-02T10:00:00Z")).toBe(1);
  });

  it("is absent while the consult is not completed, or when nothing came after", () => {
    expect(closingNoticeIndex(thread, null)).toBeNull();
    expect(closingNoticeIndex(thread, "2026-11-04T00:00:00Z")).toBeNull();
  });

  it("ignores drafts, which are not posted", () => {
    const withDraft = [published("2026-11-01T10:00:00Z"), { status: "DRAFT", publishedAt: null }, published("2026-11-05T10:00:00Z")];
    expect(closingNoticeIndex(withDraft, "2026-11-02T00:00:00Z")).toBe(2);
  });
});
