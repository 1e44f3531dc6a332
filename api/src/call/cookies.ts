/** Reads the Cookie header into a map; malformed pairs are ignored. */
export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      // A cookie we did not write; skip rather than fail the whole call.
    }
  }
  return cookies;
}

/** Cookie names: the __Host- prefix (HTTPS only) pins them to our exact origin in production. */
export function cookieNames(production: boolean) {
  const prefix = production ? "__Host-" : "";
  return { session: `${prefix}consilium_session`, csrf: `${prefix}csrf_token`, device: `${prefix}consilium_device`, pscFlow: `${prefix}psc_flow` };
}

/** Collects the Set-Cookie headers a call produces; the HTTP layer appends them to the response. */
export type CookieWriter = {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
  setCsrf(token: string): void;
  setTrustedDevice(token: string, expiresAt: Date): void;
  /** The Pro Santé Connect round trip (state, nonce, PKCE verifier); null clears it. */
  setPscFlow(value: string | null): void;
  headers(): string[];
};

export function createCookieWriter(production: boolean, now: () => Date): CookieWriter {
  const names = cookieNames(production);
  const written: string[] = [];
  // Lax: a link to a request from an e-mail still opens logged in; writes need the CSRF header anyway.
  const base = `Path=/; SameSite=Lax${production ? "; Secure" : ""}`;
  const maxAge = (expiresAt: Date) => Math.max(0, Math.floor((expiresAt.getTime() - now().getTime()) / 1000));
  return {
    setSession(token, expiresAt) {
      written.push(`${names.session}=${token}; ${base}; HttpOnly; Max-Age=${maxAge(expiresAt)}`);
    },
    setTrustedDevice(token, expiresAt) {
      // Strict: the device cookie only matters on our own login calls, never on cross-site ones.
      written.push(`${names.device}=${token}; Path=/; SameSite=Strict${production ? "; Secure" : ""}; HttpOnly; Max-Age=${maxAge(expiresAt)}`);
    },
    clearSession() {
      written.push(`${names.session}=; ${base}; HttpOnly; Max-Age=0`);
    },
    setCsrf(token) {
      // Readable by our own script (double-submit); never by other origins.
      written.push(`${names.csrf}=${token}; ${base}`);
    },
    setPscFlow(value) {
      // Lax, not Strict: the identity provider sends the browser back with a top-level navigation.
      written.push(value ? `${names.pscFlow}=${value}; ${base}; HttpOnly; Max-Age=600` : `${names.pscFlow}=; ${base}; HttpOnly; Max-Age=0`);
    },
    headers: () => written,
  };
}
