import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from "graphql";
import WebSocket from "ws";
import { TestClient } from "../test-client.ts";
import { Random } from "./prng.ts";
import { subscriptionCase, subscriptionOperations, type SubscriptionCase } from "./subscription-cases.ts";
import type { Caller, FuzzWorld } from "./world.ts";

/**
 * Closes a fuzzed frame may earn: a normal close, a frame over the socket's size limit (1009), a
 * protocol error, an ended session, a duplicate id, a rate cap.
 */
const EXPECTED_CLOSES = new Set([1000, 1009, 4400, 4401, 4403, 4409, 4429]);

type Answer = { type: string; payload?: unknown };
type OpenSocket = { socket: WebSocket; answers: Map<string, Answer[]>; closed: Promise<number>; closeCode: number | null; lastMessageAt: number };

export type SubscriptionFailure = { caller: string; operation: string; note: string; frame: string; detail: string };

export type SubscriptionFuzzReport = {
  frames: number;
  /** First answers by kind: next, error, complete, or none within the wait (a subscription waiting for events). */
  answers: Record<string, number>;
  /** Frames refused with a coded error (an error message, or a result holding errors). */
  refused: number;
  /** Sockets closed by the server, by close code. */
  closes: Record<string, number>;
  internalErrors: number;
  unexpectedCloses: number;
  failures: SubscriptionFailure[];
};

const BATCH = 20;
/** A batch is over when the socket has been quiet this long (subscriptions left waiting say nothing)... */
const QUIET_MS = 300;
/** ...or after this long, however slow a loaded machine answers. */
const BATCH_MAX_MS = 10_000;

/** Until every frame of the batch is answered, the socket closes, or it has been quiet for QUIET_MS. */
async function settle(current: OpenSocket, ids: readonly string[]): Promise<void> {
  const started = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = Date.now();
    if (current.closeCode !== null || ids.every((id) => current.answers.has(id))) return;
    if (now - Math.max(started, current.lastMessageAt) >= QUIET_MS || now - started >= BATCH_MAX_MS) return;
  }
}

function cookieOf(caller: Caller): Record<string, string> {
  const session = caller.client.cookie("consilium_session");
  const csrf = caller.client.cookie("csrf_token");
  const cookie = [session ? `consilium_session=${session}` : "", csrf ? `csrf_token=${csrf}` : ""].filter(Boolean).join("; ");
  return cookie ? { cookie } : {};
}

async function open(url: string, caller: Caller): Promise<OpenSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", { headers: { ...cookieOf(caller), "accept-language": "fr" } });
  const answers = new Map<string, Answer[]>();
  const state: OpenSocket = { socket, answers, closeCode: null, closed: Promise.resolve(0), lastMessageAt: Date.now() };
  state.closed = new Promise<number>((resolve) =>
    socket.once("close", (code) => {
      state.closeCode = code;
      resolve(code);
    }),
  );
  let acked: () => void = () => undefined;
  const ack = new Promise<void>((resolve) => (acked = resolve));
  socket.on("message", (data: Buffer) => {
    state.lastMessageAt = Date.now();
    const message = JSON.parse(data.toString("utf8")) as Answer & { id?: string };
    if (message.type === "connection_ack") acked();
    else if (message.id) answers.set(message.id, [...(answers.get(message.id) ?? []), message]);
  });
  socket.on("error", () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("close", (code) => reject(new Error(`socket closed before opening: ${code}`)));
  });
  socket.send(JSON.stringify({ type: "connection_init", payload: {} }));
  await Promise.race([ack, state.closed.then((code) => Promise.reject(new Error(`socket closed before its ack: ${code}`)))]);
  return state;
}

const isInternal = (payload: unknown): boolean =>
  JSON.stringify(payload ?? null).includes('"internal_error"') || /Unexpected error/i.test(JSON.stringify(payload ?? null));

/**
 * Sends `count` fuzzed frames to every root subscription, as each of the world's callers, over
 * real graphql-ws sockets on a listening server, and checks what came back: no internal_error,
 * no close but the protocol's own refusals, and the server still up (the caller checks that).
 */
export async function runSubscriptionFuzz(world: FuzzWorld, url: string, options: { count: number; seed: number }): Promise<SubscriptionFuzzReport> {
  const rnd = new Random(options.seed);
  // The schema as a partner's client sees it, as the other half of the fuzzer reads it.
  const introspection = await new TestClient(world.app).graphql<IntrospectionQuery>(getIntrospectionQuery({ typeDepth: 4 }));
  if (!introspection.data) throw new Error(`introspection failed: ${JSON.stringify(introspection.errors)}`);
  const operations = subscriptionOperations(buildClientSchema(introspection.data));
  if (operations.length === 0) throw new Error("the schema has no subscription");
  const report: SubscriptionFuzzReport = { frames: 0, answers: {}, refused: 0, closes: {}, internalErrors: 0, unexpectedCloses: 0, failures: [] };
  const sockets = new Map<Caller, OpenSocket>();
  const visits = new Map<string, number>();
  try {
    while (report.frames < options.count) {
      const caller = rnd.pick(world.callers);
      let current = sockets.get(caller);
      if (!current || current.closeCode !== null) sockets.set(caller, (current = await open(url, caller)));
      const batch: { id: string; fuzzCase: SubscriptionCase; frame: string }[] = [];
      for (let i = 0; i < BATCH && report.frames < options.count; i++) {
        const operation = rnd.pick(operations);
        const visit = visits.get(operation.name) ?? 0;
        visits.set(operation.name, visit + 1);
        const id = `f${report.frames}`;
        const fuzzCase = subscriptionCase(operation, rnd, world.known, visit, id);
        const frame = fuzzCase.kind === "raw" ? fuzzCase.text : JSON.stringify({ id, type: "subscribe", payload: fuzzCase.payload });
        report.frames += 1;
        batch.push({ id, fuzzCase, frame });
      }
      // A frame that breaks the protocol, or one that may pass the socket's size limit, closes the
      // socket at once, while the others' answers are still being computed: those go first and are
      // waited for, then each closing frame on a socket of its own.
      const closing = (item: (typeof batch)[number]) => item.fuzzCase.kind === "raw" || item.frame.length > 64 * 1024;
      const rounds = [batch.filter((item) => !closing(item)), ...batch.filter(closing).map((item) => [item])];
      for (const sent of rounds) {
        if (sent.length === 0) continue;
        if (current.closeCode !== null) {
          noteClose(report, caller, current.closeCode, undefined);
          sockets.set(caller, (current = await open(url, caller)));
        }
        const socket = current;
        for (const item of sent) socket.socket.send(item.frame);
        await settle(socket, sent.map((item) => item.id));
        for (const { id, fuzzCase, frame } of sent) {
          const answers = socket.answers.get(id) ?? [];
          const first = answers[0]?.type ?? "none";
          report.answers[first] = (report.answers[first] ?? 0) + 1;
          if (answers.some((answer) => answer.type === "error" || JSON.stringify(answer.payload ?? null).includes('"errors"'))) report.refused += 1;
          for (const answer of answers) {
            if (!isInternal(answer.payload)) continue;
            report.internalErrors += 1;
            report.failures.push({ caller: caller.name, operation: fuzzCase.operation, note: fuzzCase.note, frame: frame.slice(0, 300), detail: JSON.stringify(answer.payload).slice(0, 300) });
          }
          // A subscription still waiting for events is ended, as a client leaving the page would.
          if (first === "none" && socket.socket.readyState === WebSocket.OPEN) socket.socket.send(JSON.stringify({ id, type: "complete" }));
        }
        if (socket.closeCode !== null && sent.length === 1) {
          noteClose(report, caller, socket.closeCode, sent[0]);
          sockets.set(caller, (current = await open(url, caller)));
        }
      }
    }
  } finally {
    for (const { socket } of sockets.values()) socket.terminate();
  }
  return report;
}

function noteClose(report: SubscriptionFuzzReport, caller: Caller, code: number, item: { fuzzCase: SubscriptionCase; frame: string } | undefined): void {
  report.closes[String(code)] = (report.closes[String(code)] ?? 0) + 1;
  if (EXPECTED_CLOSES.has(code)) return;
  report.unexpectedCloses += 1;
  report.failures.push({ caller: caller.name, operation: item?.fuzzCase.operation ?? "", note: item?.fuzzCase.note ?? "", frame: item?.frame.slice(0, 300) ?? "", detail: `closed with ${code}` });
}
