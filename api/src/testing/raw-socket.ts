import { request } from "node:http";
import { connect, type Socket } from "node:net";

/** What a raw client saw on its socket: every byte the server sent, and whether the socket closed. */
export type RawConnection = { socket: Socket; received(): string; closed: Promise<void>; isClosed(): boolean };

/**
 * A socket to a running server from `localAddress` (any 127.x.y.z works on Linux), so that one
 * test can play an attacker's address and a well-behaved client's address at once. With
 * `halfOpen`, the client does not close its side when the server closes its own (as an attacker
 * would not): only a full close by the server then ends the socket.
 */
export function rawConnection(port: number, localAddress: string, halfOpen = false): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, localAddress, allowHalfOpen: halfOpen });
    const chunks: Buffer[] = [];
    let done = false;
    const closed = new Promise<void>((settle) => socket.once("close", () => ((done = true), settle())));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => undefined); // a reset is one way of being closed
    socket.once("connect", () => resolve({ socket, received: () => Buffer.concat(chunks).toString("utf8"), closed, isClosed: () => done }));
    socket.once("error", reject);
  });
}

/** Resolves when `predicate` holds, checked every 20 ms; rejects after `timeoutMs`. */
export async function waitFor(predicate: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Milliseconds of one GET on a fresh connection from the default address, up to the last byte. */
export function timedGet(port: number, path: string): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * The status of a health request made now, for the tests that check the server still serves
 * others during an attack. How fast it answers is measured by `npm run probe:load`, not asserted
 * here: the CI machines are shared, and a timed assertion would fail on their noise.
 */
export async function healthStatus(port: number): Promise<number> {
  return (await timedGet(port, "/api/v1/health")).status;
}
