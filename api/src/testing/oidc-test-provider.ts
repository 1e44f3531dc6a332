import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Provider } from "oidc-provider";

export type TestIdentityProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Plays the card holder at the provider: from the authorization URL to our callback URL. */
  authorize(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (the oidc-provider package, with its development login
 * screens) on a free local port, standing in for Pro Santé Connect. Accounts are RPPS numbers.
 */
export async function startTestIdentityProvider(redirectUri: string): Promise<TestIdentityProvider> {
  let handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) => response.end();
  const server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = "consilium-test";
  const clientSecret = "a-test-secret-that-is-long-enough-for-hs256";
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ["authorization_code"], response_types: ["code"] }],
    async findAccount(_context, id) {
      // Pro Santé Connect's SubjectNameID is "8" followed by the RPPS number.
      return { accountId: id, claims: async () => ({ sub: id, SubjectNameID: `8${id}` }) };
    },
    claims: { openid: ["sub", "SubjectNameID"] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["test-cookie-key"] },
  });
  handler = provider.callback();

  async function authorize(authorizationUrl: string, accountId: string): Promise<URL> {
    const cookies = new Map<string, string>();
    const request = async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
      const response = await fetch(url, { ...init, headers, redirect: "manual" });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const index = pair.indexOf("=");
        cookies.set(pair.slice(0, index), pair.slice(index + 1));
      }
      return response;
    };
    let url = authorizationUrl;
    for (let step = 0; step < 12; step++) {
      const response = await request(url);
      const location = response.headers.get("location");
      if (location) {
        const next = new URL(location, url);
        if (next.href.startsWith(redirectUri)) return next;
        url = next.href;
        continue;
      }
      // An interaction page: log in as the account, then consent, as a person would click.
      const page = await response.text();
      const prompt = page.includes('name="login"') ? "login" : "consent";
      const body = new URLSearchParams(prompt === "login" ? { prompt, login: accountId, password: "any" } : { prompt });
      const submitted = await request(url, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
      const after = submitted.headers.get("location");
      if (!after) throw new Error(`the provider did not move on from the ${prompt} page (${submitted.status})`);
      url = new URL(after, url).href;
    }
    throw new Error("too many steps at the identity provider");
  }

  return {
    issuer,
    clientId,
    clientSecret,
    authorize,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
