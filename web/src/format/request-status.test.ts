import { describe, expect, it } from "vitest";
import { requestStatusKind } from "./request-status.ts";

describe("requestStatusKind", () => {
  it("shows the request state before a consult exists", () => {
    expect(requestStatusKind("DRAFT", null)).toBe("draft");
    expect(requestStatusKind("PUBLISHED", null)).toBe("sent");
    expect(requestStatusKind("CANCELLED", "OPENED")).toBe("cancelled");
  });
  it("shows the consult's progress once published", () => {
    expect(requestStatusKind("PUBLISHED", "OPENED")).toBe("in_progress");
    expect(requestStatusKind("PUBLISHED", "COMPLETED")).toBe("completed");
    expect(requestStatusKind("PUBLISHED", "CANCELLED")).toBe("declined");
  });
  it("treats values a newer server may add as plain sent requests", () => {
    expect(requestStatusKind("PUBLISHED", "ARCHIVED")).toBe("sent");
  });
});
