import type { ProtectedNodeType } from "./world.ts";

type Row = { type: ProtectedNodeType; id: number };
type Ids = { pendingRequest: number; request: number; file: number; patient: number; group: number; senderGroup: number };

/** A REST door into patient data: the calls that open it, and the protected rows a 200 answer carries. */
export type RestDoor = { paths: (ids: Ids) => string[]; rows: (path: string, body: unknown, ids: Ids) => Row[] };

type Json = Record<string, unknown>;
const idOf = (value: unknown): number[] => (value && typeof value === "object" && typeof (value as Json).id === "number" ? [(value as Json).id as number] : []);

/** A request as REST shapes it (summary or detail): itself, its patient, its messages. */
function requestRows(body: unknown): Row[] {
  if (!body || typeof body !== "object") return [];
  const request = body as Json;
  return [
    ...idOf(request).map((id) => ({ type: "Request" as const, id })),
    ...idOf(request.patient).map((id) => ({ type: "Patient" as const, id })),
    ...(Array.isArray(request.messages) ? request.messages.flatMap(idOf).map((id) => ({ type: "Message" as const, id })) : []),
  ];
}

const fileIn = (path: string): Row[] => {
  const match = /\/requests\/(\d+)\/files\/(\d+)/.exec(path);
  return match ? [{ type: "Request", id: Number(match[1]) }, { type: "File", id: Number(match[2]) }] : [];
};

/**
 * Every GET route under /api/v1 that answers patient data, by the spec's path. The group's
 * requests and its CSV are the tab's summary doors (spec 1 §2, §6): insiders get the summary of
 * requests they take no part in by design, so their answers are checked for what a summary may
 * not carry (messages, files, participants) rather than against the request's readers.
 */
export const REST_DOORS: Record<string, RestDoor | "summary"> = {
  "GET /requests": {
    paths: () => ["/requests?feed=from:me&limit=100", "/requests?feed=to:me&limit=100"],
    rows: (_path, body) => (Array.isArray(body) ? body.flatMap(requestRows) : []),
  },
  "GET /requests/{id}": { paths: (ids) => [`/requests/${ids.pendingRequest}`, `/requests/${ids.request}`], rows: (_path, body) => requestRows(body) },
  "GET /requests/{id}/files/{fileId}/{name}": { paths: (ids) => [`/requests/${ids.request}/files/${ids.file}/scan.png`], rows: (path) => fileIn(path) },
  "GET /requests/{id}/files/zip": {
    paths: (ids) => [`/requests/${ids.pendingRequest}/files/zip`, `/requests/${ids.request}/files/zip`],
    rows: (path) => [{ type: "Request", id: Number(/\/requests\/(\d+)/.exec(path)?.[1]) }],
  },
  // The billing text file names the request's patient: a reader of it must read the request.
  "GET /requests/{id}/billing": {
    paths: (ids) => [`/requests/${ids.pendingRequest}/billing`, `/requests/${ids.request}/billing`],
    rows: (path) => [{ type: "Request", id: Number(/\/requests\/(\d+)/.exec(path)?.[1]) }],
  },
  // The consult report (issue 22) names the request's patient and its exchange: a reader of it must read the request.
  "GET /requests/{id}/report/pdf": {
    paths: (ids) => [`/requests/${ids.pendingRequest}/report/pdf`, `/requests/${ids.request}/report/pdf`],
    rows: (path) => [{ type: "Request", id: Number(/\/requests\/(\d+)/.exec(path)?.[1]) }],
  },
  "GET /requests/{id}/report/docx": {
    paths: (ids) => [`/requests/${ids.pendingRequest}/report/docx`, `/requests/${ids.request}/report/docx`],
    rows: (path) => [{ type: "Request", id: Number(/\/requests\/(\d+)/.exec(path)?.[1]) }],
  },
  "GET /patients/{id}": { paths: (ids) => [`/patients/${ids.patient}`], rows: (_path, body) => idOf(body).map((id) => ({ type: "Patient", id })) },
  // Administrative data (issue 21): a group's integrators read the patient of its completed consults; nobody of this world is one.
  "GET /integrations": {
    paths: () => ["/integrations?feed=tasks&exclude_non_billable=false"],
    rows: (_path, body) => (Array.isArray(body) ? body.map((item: Json) => ({ type: "Request" as const, id: Number(item.request_id) })) : []),
  },
  "GET /integrations/{id}": {
    paths: (ids) => [`/integrations/${ids.request}`, `/integrations/${ids.pendingRequest}`],
    rows: (_path, body) => (body && typeof body === "object" ? [{ type: "Request" as const, id: Number((body as Json).request_id) }] : []),
  },
  "GET /groups/{id}/requests": "summary",
  "GET /groups/{id}/export.csv": "summary",
};

/** Keys a row of the group's requests tab may carry (REST's request summary), and nothing of the thread. */
export const SUMMARY_FORBIDDEN_KEYS = ["messages", "files", "participants", "read_status", "consult"];
