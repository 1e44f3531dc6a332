import type { App } from "../http/app.ts";

type GraphQLResponse<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
type LoginPayload = { __typename: string; code?: string; message?: string; field?: string | null; channel?: string; maskedTarget?: string };

/**
 * A browser-like client over the app's fetch handler (no socket): keeps cookies,
 * fetches the CSRF token like the web app does, and sends it on writes.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();
  private readonly app: App;
  locale = "fr";
  /** The address the server sees this client at (null: unknown, as behind no proxy). */
  ip: string | null = null;
  /** The User-Agent header this client sends (null: none), as a browser names itself. */
  userAgent: string | null = null;
  /** A partner application's access token: sent as `Authorization: Bearer`, with no cookie and no CSRF header. */
  bearer: string | null = null;

  constructor(app: App) {
    this.app = app;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async fetch(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("accept-language", this.locale);
    if (this.userAgent) headers.set("user-agent", this.userAgent);
    if (this.bearer) {
      headers.set("authorization", `Bearer ${this.bearer}`);
      return this.app.fetch(new Request(`http://localhost${path}`, { ...init, headers }), this.ip);
    }
    if (init.csrf !== false && init.method && init.method !== "GET") {
      const token = this.cookies.get("csrf_token") ?? (await this.ensureCsrf());
      headers.set("x-csrf-token", token);
    }
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await this.app.fetch(new Request(`http://localhost${path}`, { ...init, headers }), this.ip);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (attributes.some((a) => a.trim().toLowerCase() === "max-age=0") || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async ensureCsrf(): Promise<string> {
    const existing = this.cookies.get("csrf_token");
    if (existing) return existing;
    const response = await this.fetch("/api/v1/csrf");
    const body = (await response.json()) as { csrf_token: string };
    return body.csrf_token;
  }

  async graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, options: { csrf?: boolean } = {}): Promise<GraphQLResponse<T>> {
    const response = await this.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
      csrf: options.csrf,
    });
    return (await response.json()) as GraphQLResponse<T>;
  }

  async rest(method: string, path: string, body?: unknown, options: { csrf?: boolean } = {}): Promise<Response> {
    return this.fetch(`/api/v1${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      csrf: options.csrf,
    });
  }

  /** One login call as the web app makes it; `mfaCode` absent is the password step. */
  async loginStep(input: { email: string; password: string; mfaCode?: string; rememberMfa?: boolean; endOtherSessions?: boolean }): Promise<GraphQLResponse<{ login: LoginPayload }>> {
    return this.graphql(
      `mutation Login($input: LoginInput!) { login(input: $input) { __typename ... on DomainError { code message field } ... on MfaRequired { channel maskedTarget } ... on LoginSuccess { viewer { id } } } }`,
      { input },
    );
  }

  /** The latest code sent to `to`, read from the development outbox like a developer would. */
  async latestCode(to: string): Promise<string> {
    // The outbox answers only on loopback, whatever address this client plays.
    const response = await this.app.fetch(new Request(`http://localhost/dev/outbox?to=${encodeURIComponent(to)}`), "127.0.0.1");
    const { messages } = (await response.json()) as { messages: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
    if (!code) throw new Error(`no code in the outbox for ${to}`);
    return code;
  }

  /** Both steps: password, then the emailed code (skipped when this client's device is remembered). */
  async login(email: string, password: string, options: { rememberMfa?: boolean; endOtherSessions?: boolean } = {}): Promise<GraphQLResponse<{ login: LoginPayload }>> {
    const first = await this.loginStep({ email, password, ...options });
    if (first.data?.login.__typename !== "MfaRequired") return first;
    return this.loginStep({ email, password, mfaCode: await this.latestCode(email), ...options });
  }
}
