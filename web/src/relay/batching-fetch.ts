import { i18n } from "@lingui/core";
import type { GraphQLResponse, PayloadData, PayloadError, RequestParameters, Variables } from "relay-runtime";
import { errorCodesOf, isAuthErrorCode } from "../errors/error-codes.ts";
import { csrfTokenFrom } from "./csrf.ts";
import { fetchGraphQL } from "./graphql-client.ts";

/**
 * Relay's network layer (issue 18: one request per screen): the queries started in the same turn
 * (a route's loaders start the layout's and the screen's together) go out as one HTTP request,
 * which the server answers with one session lookup (api/src/http/yoga.ts, batchPlugin). A lone
 * query, mutations and anything inside the mobile shell take the one-call path unchanged.
 * This module is in Relay's chunk: the login page (../graphql-client.ts) does not carry it.
 */

// The server's limit (MAX_BATCH in api/src/http/yoga.ts).
const MAX_BATCH = 3;

type Waiting = { request: RequestParameters; variables: Variables; resolve: (response: GraphQLResponse) => void; reject: (error: unknown) => void };
type WireAnswer = { data?: PayloadData | null; errors?: PayloadError[] };

let queue: Waiting[] = [];
let scheduled = false;
let held: { operation: string; timer: ReturnType<typeof setTimeout> } | null = null;

/**
 * Holds `operation` (the layout's query) until another query joins it, at most `ms`: on a first
 * load the layout's loader may start before the screen's, whose query would then go alone.
 */
export function holdForCompanion(operation: string, ms: number): void {
  if (held) clearTimeout(held.timer);
  held = { operation, timer: setTimeout(releaseHold, ms) };
}

function releaseHold(): void {
  if (!held) return;
  clearTimeout(held.timer);
  held = null;
  schedule();
}

export function batchingFetch(request: RequestParameters, variables: Variables): Promise<GraphQLResponse> {
  if (request.operationKind !== "query" || "ReactNativeWebView" in window) return fetchGraphQL(request, variables);
  return new Promise((resolve, reject) => {
    queue.push({ request, variables, resolve, reject });
    if (held && request.name !== held.operation) releaseHold();
    else schedule();
  });
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // After the current turn: every query its synchronous code starts is queued by then.
  queueMicrotask(() => {
    scheduled = false;
    if (held) return;
    const waiting = queue;
    queue = [];
    for (let index = 0; index < waiting.length; index += MAX_BATCH) void send(waiting.slice(index, index + MAX_BATCH));
  });
}

/** The one-call path: its re-login wait, unvalidated notice and coded errors. */
function alone(waiting: Waiting): void {
  fetchGraphQL(waiting.request, waiting.variables).then(waiting.resolve, waiting.reject);
}

/** An answer the batch can hand over as is: data, and no session or validation trouble (those take the one-call path). */
function isPlainAnswer(answer: unknown): answer is WireAnswer & { data: PayloadData } {
  if (typeof answer !== "object" || answer === null || !("data" in answer) || !answer.data) return false;
  const codes = errorCodesOf((answer as WireAnswer).errors);
  return !codes.some((code) => isAuthErrorCode(code) || code === "unvalidated");
}

async function send(batch: Waiting[]): Promise<void> {
  const [first] = batch;
  if (batch.length === 1 && first) return alone(first);
  let answers: unknown = null;
  try {
    // The headers of ./fetch-graphql.ts (not shared: that module is in the login page's budget).
    const response = await window.fetch("/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: {
        "content-type": "application/json",
        accept: "application/graphql-response+json, application/json",
        "accept-language": i18n.locale,
        "x-csrf-token": csrfTokenFrom(document.cookie) ?? "",
        "x-consilium-client": "web",
      },
      body: JSON.stringify(batch.map(({ request, variables }) => ({ query: request.text, operationName: request.name, variables }))),
    });
    answers = await response.json();
  } catch {
    answers = null;
  }
  batch.forEach((waiting, index) => {
    // A refused batch or a failed request: each operation again, alone (they are queries).
    const answer: unknown = Array.isArray(answers) && answers.length === batch.length ? answers[index] : null;
    if (!isPlainAnswer(answer)) return alone(waiting);
    waiting.resolve(answer.errors?.length ? { data: answer.data, errors: answer.errors } : { data: answer.data });
  });
}
