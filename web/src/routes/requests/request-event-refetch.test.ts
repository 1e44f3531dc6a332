import { describe, expect, it } from "vitest";
import { shouldRefetch } from "./request-event-refetch.ts";

describe("shouldRefetch", () => {
  it("refreshes the page for another participant's action", () => {
    expect(shouldRefetch({ kind: "MESSAGE", newStatus: null })).toBe(true);
    expect(shouldRefetch({ kind: "CONSULT", newStatus: "COMPLETED" })).toBe(true);
  });

  it("leaves the page alone after the sender's own publication, a deletion, or the opening state", () => {
    expect(shouldRefetch({ kind: "PUBLISHED", newStatus: "OPENED" })).toBe(false);
    expect(shouldRefetch({ kind: "DELETED", newStatus: null })).toBe(false);
    expect(shouldRefetch({ kind: "CURRENT", newStatus: null })).toBe(false);
  });
});
