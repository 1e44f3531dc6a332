import type { Messenger } from "../domain/ports.ts";

/**
 * Text messages through an HTTP provider: POST {to, text} as JSON with a bearer token. Most
 * providers (or a small relay in front of them) accept this shape; a failure is thrown, so the
 * caller's request fails visibly instead of the user waiting for a code that never comes.
 */
export function createSmsProvider(apiUrl: string, token: string | undefined, fetchImpl: typeof fetch = fetch): Messenger["sendSms"] {
  return async ({ to, text }) => {
    const response = await fetchImpl(apiUrl, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  };
}
