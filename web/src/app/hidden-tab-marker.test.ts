import { describe, expect, it } from "vitest";
import { createHiddenTabMarker, type MarkerDocument } from "./hidden-tab-marker.ts";

/** A stand-in for `document` whose visibility the test switches. */
function fakeDocument(title: string) {
  const listeners = new Set<() => void>();
  const doc = {
    title,
    hidden: false,
    addEventListener: (_type: "visibilitychange", listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: "visibilitychange", listener: () => void) => void listeners.delete(listener),
    setHidden(hidden: boolean) {
      doc.hidden = hidden;
      for (const listener of listeners) listener();
    },
    listeners,
  };
  return doc satisfies MarkerDocument;
}

describe("the hidden tab marker", () => {
  it("prefixes the title with '* ' when a notification arrives while the tab is hidden, once", () => {
    const doc = fakeDocument("Mes avis · Consilium");
    const marker = createHiddenTabMarker(doc);
    doc.setHidden(true);
    marker.mark();
    marker.mark();
    expect(doc.title).toBe("* Mes avis · Consilium");
  });

  it("removes the prefix when the tab becomes visible again", () => {
    const doc = fakeDocument("Mes avis · Consilium");
    const marker = createHiddenTabMarker(doc);
    doc.setHidden(true);
    marker.mark();
    doc.setHidden(false);
    expect(doc.title).toBe("Mes avis · Consilium");
  });

  it("leaves the title alone when the tab is visible", () => {
    const doc = fakeDocument("Mes demandes · Consilium");
    createHiddenTabMarker(doc).mark();
    expect(doc.title).toBe("Mes demandes · Consilium");
  });

  it("stops listening and clears its mark when disposed", () => {
    const doc = fakeDocument("Consilium");
    const marker = createHiddenTabMarker(doc);
    doc.setHidden(true);
    marker.mark();
    marker.dispose();
    expect(doc.title).toBe("Consilium");
    expect(doc.listeners.size).toBe(0);
  });
});
