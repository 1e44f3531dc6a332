import { createSourceEventStream, executeSubscriptionEvent, mapSourceToResponseEvent, validateSubscriptionArgs, type DocumentNode, type ExecutionArgs, type ExecutionResult, type ValidatedSubscriptionArgs } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { CallContext } from "../call/call-context.ts";
import { createLimiter, type Limiter } from "./limiter.ts";
import { markSharedData } from "./shared-payload-json.ts";

/**
 * Builds each subscription event's payload once per event and per identical operation, not once
 * per socket, and never more than a few at a time (issue 18: a message to a request watched by
 * 1,000 sockets reloaded the request a thousand times, held every database connection, and the
 * next message's post failed).
 *
 * Two subscribers share a payload only when nothing that execution reads could tell them apart:
 * the same event object (request-watchers.ts hands one object to everyone watching), the same
 * document and variables, the same viewer (session included), language, door and address. The
 * shared execution runs with the first subscriber's context; its reads land in the access trail
 * once, under that same viewer, door and address.
 */

// Documents are parsed once per text by yoga's cache, so one object stands for one text.
const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 1;

function documentId(document: DocumentNode): number {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
  return id;
}

/** What an execution could read that differs between two subscribers; null: never share. */
function shareKey(args: ValidatedSubscriptionArgs): string | null {
  const context = args.contextValue as Partial<CallContext>;
  if (!context.viewer) return null;
  return JSON.stringify([documentId(args.document), args.operation.name?.value ?? null, args.rawVariableValues ?? null, context.viewer, context.locale, context.door, context.meta]);
}

function isObject(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}

/** Payloads being built or built, per event object: gone with the event once every subscriber took it. */
type Payloads = WeakMap<object, Map<string, Promise<ExecutionResult>>>;

function sharedExecutor(payloads: Payloads, limiter: Limiter) {
  return (args: ValidatedSubscriptionArgs): Promise<ExecutionResult> => {
    const event = args.rootValue;
    const key = shareKey(args);
    const run = () =>
      limiter.run(async () => executeSubscriptionEvent(args), {
        afterMs: PAYLOAD_STALL_MS,
        onStall: () => console.warn(`[realtime] a ${args.operation.name?.value ?? "subscription"} payload has taken over ${PAYLOAD_STALL_MS / 1000} s: the next payloads go ahead of it`),
      });
    if (!isObject(event) || key === null) return run();
    let byKey = payloads.get(event);
    if (!byKey) payloads.set(event, (byKey = new Map()));
    let payload = byKey.get(key);
    if (!payload) byKey.set(key, (payload = run().then(markShared)));
    return payload;
  };
}

/** Its subscribers' messages carry one serialisation of the payload, not one each. */
function markShared(result: ExecutionResult): ExecutionResult {
  if (isObject(result.data)) markSharedData(result.data);
  return result;
}

/** graphql's subscribe, with each event's payload built by `executor`. */
function subscribeWith(executor: (args: ValidatedSubscriptionArgs) => Promise<ExecutionResult>) {
  return (args: ExecutionArgs) => {
    const validated = validateSubscriptionArgs(args);
    if (!("schema" in validated)) return { errors: validated };
    const stream = createSourceEventStream(validated);
    const mapped = (source: Awaited<typeof stream>) => (Symbol.asyncIterator in source ? mapSourceToResponseEvent(validated, source, executor) : source);
    return stream instanceof Promise ? stream.then(mapped) : mapped(stream);
  };
}

/**
 * How many payloads are built at once. Each runs a handful of reads, some side by side: two keep
 * the fan-out well inside the database pool (10 connections), so a burst of events leaves
 * connections for the writes that cause them.
 */
export const PAYLOADS_AT_ONCE = 2;

/**
 * A payload that takes longer than this gives its place to the next (it still reaches its own
 * subscriber when done): two stuck payloads must not stop every live page and count on the server.
 */
export const PAYLOAD_STALL_MS = 10_000;

export function sharedEventExecutionPlugin(limiter: Limiter = createLimiter(PAYLOADS_AT_ONCE)): Plugin<CallContext> {
  const subscribe = subscribeWith(sharedExecutor(new WeakMap(), limiter));
  return {
    onSubscribe({ setSubscribeFn }) {
      setSubscribeFn(subscribe);
    },
  };
}
