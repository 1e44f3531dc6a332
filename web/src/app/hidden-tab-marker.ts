// Spec 2 §4 "Realtime events": when a notification arrives while the tab is hidden, the
// document title gets a '* ' prefix; it goes once the user is back on the tab.
export const HIDDEN_TAB_PREFIX = "* ";

/** The part of `document` the marker uses, so that it runs against a stand-in in unit tests. */
export type MarkerDocument = {
  title: string;
  readonly hidden: boolean;
  addEventListener(type: "visibilitychange", listener: () => void): void;
  removeEventListener(type: "visibilitychange", listener: () => void): void;
};

export type HiddenTabMarker = {
  /** A notification arrived: prefix the title if the tab is hidden. */
  mark(): void;
  dispose(): void;
};

export function createHiddenTabMarker(doc: MarkerDocument): HiddenTabMarker {
  const unmark = () => {
    if (!doc.hidden && doc.title.startsWith(HIDDEN_TAB_PREFIX)) doc.title = doc.title.slice(HIDDEN_TAB_PREFIX.length);
  };
  doc.addEventListener("visibilitychange", unmark);
  return {
    mark() {
      if (doc.hidden && !doc.title.startsWith(HIDDEN_TAB_PREFIX)) doc.title = `${HIDDEN_TAB_PREFIX}${doc.title}`;
    },
    dispose() {
      doc.removeEventListener("visibilitychange", unmark);
      // A screen left while hidden must not leave its mark on the next one's title.
      if (doc.title.startsWith(HIDDEN_TAB_PREFIX)) doc.title = doc.title.slice(HIDDEN_TAB_PREFIX.length);
    },
  };
}
