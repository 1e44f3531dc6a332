import { randomBytes } from "node:crypto";
import { WebSocket } from "ws";

/**
 * One JSON text per shared subscription payload (issue 18). An event's payload is built once for
 * every socket that may share it (shared-event-execution.ts), but graphql-ws serialised it again
 * for each socket: a request page, a thousand times an event, was the largest CPU cost of the
 * fan-out after the writes themselves. Here the shared execution marks the `data` it built; the
 * message replacer given to graphql-ws writes a token in its place; the socket's send puts the
 * one serialisation back.
 *
 * The token is 128 random bits that never leave the process (it is replaced before anything is
 * sent), so nothing a client or a user writes can stand for a payload: a string that merely looks
 * like a token (a subscription id, a message's text) is left as it is.
 */

const PREFIX = "__consilium_shared_payload_";
const TOKEN_LENGTH = PREFIX.length + 32;

/** The token of each marked data object. */
const tokens = new WeakMap<object, string>();
/** The JSON text of each token's data, written on first use; gone with the data object. */
const texts = new Map<string, string | null>();
const forget = new FinalizationRegistry<string>((token) => texts.delete(token));

/** Marks a payload's data as shared by several sockets: it is serialised once, whatever their number. */
export function markSharedData(data: object): void {
  if (tokens.has(data)) return;
  const token = PREFIX + randomBytes(16).toString("hex");
  tokens.set(data, token);
  texts.set(token, null);
  forget.register(data, token);
}

/**
 * graphql-ws's `jsonMessageReplacer`: a marked payload's data becomes its token (serialised once,
 * here, on its first message); everything else is left to JSON.stringify.
 */
export function sharedDataReplacer(key: string, value: unknown): unknown {
  if (key !== "data" || typeof value !== "object" || value === null) return value;
  const token = tokens.get(value);
  if (token === undefined) return value;
  if (texts.get(token) == null) texts.set(token, JSON.stringify(value));
  return token;
}

/** A message as graphql-ws wrote it, with each known token replaced by its data's JSON text. */
export function expandSharedData(message: string): string {
  let from = 0;
  for (;;) {
    const at = message.indexOf(`"${PREFIX}`, from);
    if (at < 0) return message;
    const end = at + 1 + TOKEN_LENGTH;
    const text = message.charCodeAt(end) === 34 /* " */ ? texts.get(message.slice(at + 1, end)) : undefined;
    if (typeof text !== "string") {
      from = at + 1;
      continue;
    }
    message = message.slice(0, at) + text + message.slice(end + 1);
    from = at + text.length;
  }
}

/** Makes `socket` expand shared payloads in what graphql-ws sends through it. */
export function expandingSharedData(socket: WebSocket): void {
  const send = WebSocket.prototype.send;
  Object.defineProperty(socket, "send", {
    configurable: true,
    value(this: WebSocket, data: unknown, ...rest: unknown[]) {
      return Reflect.apply(send, this, [typeof data === "string" ? expandSharedData(data) : data, ...rest]);
    },
  });
}
