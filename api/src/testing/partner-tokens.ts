import { createHash, randomBytes } from "node:crypto";
import type { TestClient } from "./test-client.ts";

// Issue 24: a partner application as its software would play it, over a running server (the
// authorization server is a Node handler): registered by a super user, authorized by a doctor.

export const PARTNER_REDIRECT = "http://127.0.0.1:9/callback";

export type RegisteredApplication = { clientId: string; databaseId: number };
export type PartnerTokens = { access_token: string; refresh_token: string; expires_in: number; scope: string };

/** `scopes` as OAuth values (requests:read...). */
export async function registerApplication(superUser: TestClient, scopes: readonly string[], options: { name?: string; rateLimitPerMinute?: number } = {}): Promise<RegisteredApplication> {
  const result = await superUser.graphql<{ registerPartnerApplication: RegisteredApplication & { __typename: string } }>(
    `mutation($input: PartnerApplicationInput!) { registerPartnerApplication(input: $input) { __typename ... on PartnerApplication { clientId databaseId } ... on DomainError { code field } } }`,
    { input: { name: options.name ?? "CabinetPlus", redirectUris: [PARTNER_REDIRECT], scopes: scopes.map((s) => s.replace(":", "_").toUpperCase()), ...(options.rateLimitPerMinute ? { rateLimitPerMinute: options.rateLimitPerMinute } : {}) } },
  );
  const registered = result.data?.registerPartnerApplication;
  if (registered?.__typename !== "PartnerApplication") throw new Error(`registration refused: ${JSON.stringify(result)}`);
  return registered;
}

/** The doctor's browser: their web session's cookies, plus those the authorization server sets. */
export function browserOf(serverUrl: string, doctor: TestClient): (path: string, init?: RequestInit) => Promise<Response> {
  const jar = new Map<string, string>([
    ["consilium_session", doctor.cookie("consilium_session") ?? ""],
    ["csrf_token", doctor.cookie("csrf_token") ?? ""],
  ]);
  return async (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set("cookie", [...jar].map(([k, v]) => `${k}=${v}`).join("; "));
    headers.set("accept-language", "fr");
    const response = await fetch(new URL(path, serverUrl), { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return response;
  };
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export function authorizationPath(clientId: string, scope: string, challenge: string, state: string): string {
  return `/oauth/auth?${new URLSearchParams({ client_id: clientId, response_type: "code", redirect_uri: PARTNER_REDIRECT, scope, state, code_challenge: challenge, code_challenge_method: "S256" })}`;
}

/** From the application's authorization link to the redirect URI, the doctor answering `approve` on the consent screen. */
export async function authorize(serverUrl: string, doctor: TestClient, clientId: string, scope: string, approve = true): Promise<{ uid: string; verifier: string; state: string; landing: URL }> {
  const browser = browserOf(serverUrl, doctor);
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString("hex");
  const start = await browser(authorizationPath(clientId, scope, challenge, state));
  const consentPath = start.headers.get("location") ?? "";
  if (start.status !== 303 || !consentPath.startsWith("/partners/consent/")) throw new Error(`no consent screen: ${start.status} ${await start.text()}`);
  const decided = await browser(consentPath, { method: "POST", headers: { "content-type": "application/json", "x-csrf-token": doctor.cookie("csrf_token") ?? "" }, body: JSON.stringify({ approve }) });
  if (decided.status !== 200) throw new Error(`consent refused: ${decided.status} ${await decided.text()}`);
  const { redirect_to } = (await decided.json()) as { redirect_to: string };
  const back = await browser(redirect_to);
  return { uid: consentPath.split("/").pop() ?? "", verifier, state, landing: new URL(back.headers.get("location") ?? "", serverUrl) };
}

export async function tokenRequest(serverUrl: string, form: Record<string, string>): Promise<{ status: number; body: Partial<PartnerTokens> & { error?: string } }> {
  const response = await fetch(`${serverUrl}/oauth/token`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form) });
  return { status: response.status, body: (await response.json()) as Partial<PartnerTokens> & { error?: string } };
}

/** The whole dance: authorization, consent, code exchange with PKCE. */
export async function connectPartner(serverUrl: string, doctor: TestClient, clientId: string, scope: string): Promise<PartnerTokens> {
  const { landing, verifier } = await authorize(serverUrl, doctor, clientId, scope);
  const tokens = await tokenRequest(serverUrl, { grant_type: "authorization_code", code: landing.searchParams.get("code") ?? "", redirect_uri: PARTNER_REDIRECT, client_id: clientId, code_verifier: verifier });
  if (tokens.status !== 200) throw new Error(`token exchange refused: ${JSON.stringify(tokens.body)}`);
  return tokens.body as PartnerTokens;
}
