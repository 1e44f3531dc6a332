import { describe, expect, it, vi } from "vitest";
import { createUnvalidatedNotice } from "./unvalidated-notice.ts";

describe("unvalidated notice", () => {
  it("opens on report, closes on dismiss, and tells listeners once per change", () => {
    const notice = createUnvalidatedNotice();
    const listener = vi.fn();
    const unsubscribe = notice.subscribe(listener);
    expect(notice.isOpen()).toBe(false);
    notice.report();
    notice.report();
    expect(notice.isOpen()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    notice.dismiss();
    expect(notice.isOpen()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    notice.report();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
