// Spec 2 §7 "mobile webview bridge": inside the mobile app's shell (a React Native WebView), the
// app's API calls are relayed to the shell through posted messages, and the shell answers each
// by its id: it sends them with the device's own network stack and certificate pinning. Outside
// the shell nothing changes. Only text bodies travel (GraphQL is JSON); uploads keep the
// browser's fetch.

export type BridgeRequest = { type: "consilium:fetch"; id: string; url: string; method: string; headers: Record<string, string>; body: string | null };
export type BridgeAnswer =
  | { type: "consilium:fetch-result"; id: string; status: number; headers?: Record<string, string>; body: string }
  | { type: "consilium:fetch-error"; id: string; message: string };

export type Shell = { postMessage(message: string): void };
/** Subscribes to the messages the shell posts into the page; answers the unsubscribe. */
export type ShellListener = (handler: (data: unknown) => void) => () => void;

/** An unanswered call fails after this long, as a network failure would. */
const BRIDGE_TIMEOUT_MS = 30_000;

function answerOf(data: unknown): BridgeAnswer | null {
  let value = data;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null) return null;
  const answer = value as Partial<BridgeAnswer>;
  return (answer.type === "consilium:fetch-result" || answer.type === "consilium:fetch-error") && typeof answer.id === "string" ? (answer as BridgeAnswer) : null;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

/** A fetch that goes through the shell; non-text bodies (uploads) fall back to `fallback`. */
export function createBridgedFetch(shell: Shell, listen: ShellListener, fallback: typeof fetch, timeoutMs = BRIDGE_TIMEOUT_MS): typeof fetch {
  let counter = 0;
  return (input, init) => {
    if (init?.body !== undefined && init.body !== null && typeof init.body !== "string") return fallback(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.toString() : input.url;
    counter += 1;
    const id = `${Date.now().toString(36)}-${counter}`;
    const request: BridgeRequest = { type: "consilium:fetch", id, url, method: init?.method ?? "GET", headers: headersOf(init), body: init?.body ?? null };
    return new Promise<Response>((resolve, reject) => {
      const stop = listen((data) => {
        const answer = answerOf(data);
        if (!answer || answer.id !== id) return;
        finish();
        if (answer.type === "consilium:fetch-error") reject(new TypeError(`bridged fetch failed: ${answer.message}`));
        else resolve(new Response(answer.body, { status: answer.status, headers: answer.headers }));
      });
      const timer = setTimeout(() => {
        finish();
        reject(new TypeError("bridged fetch timed out"));
      }, timeoutMs);
      const onAbort = () => {
        finish();
        reject(new DOMException("aborted", "AbortError"));
      };
      init?.signal?.addEventListener("abort", onAbort, { once: true });
      function finish() {
        stop();
        clearTimeout(timer);
        init?.signal?.removeEventListener("abort", onAbort);
      }
      shell.postMessage(JSON.stringify(request));
    });
  };
}

type ShellWindow = Window & { ReactNativeWebView?: Shell };

/** The bridged fetch when the page runs inside the mobile shell; null in a browser. */
export function mobileShellFetch(win: ShellWindow = window as ShellWindow): typeof fetch | null {
  const shell = win.ReactNativeWebView;
  if (!shell || typeof shell.postMessage !== "function") return null;
  // iOS posts to window, Android to document: listen to both.
  const listen: ShellListener = (handler) => {
    const onMessage = (event: Event) => handler((event as MessageEvent).data);
    win.addEventListener("message", onMessage);
    win.document.addEventListener("message", onMessage);
    return () => {
      win.removeEventListener("message", onMessage);
      win.document.removeEventListener("message", onMessage);
    };
  };
  return createBridgedFetch(shell, listen, (input, init) => win.fetch(input, init));
}
