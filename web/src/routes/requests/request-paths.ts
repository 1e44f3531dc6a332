/** A request's place in the app, by the viewer's side of it (spec 2 §2 "Request page routing"). */
export type RequestView = "request" | "consult" | "shadow";

/**
 * Sender-side participants work on /request/{id}, recipient-side participants on /consult/{id};
 * anyone else who may read it (observers of the recipient group, super users) on /shadow/{id}.
 */
export function requestViewFor(selfSide: "SENDER" | "RECIPIENT" | null | undefined | string): RequestView {
  if (selfSide === "SENDER") return "request";
  if (selfSide === "RECIPIENT") return "consult";
  return "shadow";
}

export function requestPath(view: RequestView, databaseId: number): string {
  return `/${view}/${databaseId}`;
}
