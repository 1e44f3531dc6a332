export type Feed = "FROM_ME" | "TO_ME";

/** Sender-side requests live under /request/, recipient-side ones under /consult/ (spec 2 §2). */
export function feedBasePath(feed: Feed): "/request/" | "/consult/" {
  return feed === "FROM_ME" ? "/request/" : "/consult/";
}
