/** A demo account's session on a bench server, as a browser gets it: cookie pair and CSRF token. */
export type BenchSession = { email: string; cookie: string; csrf: string };

const DEMO_PASSWORD = "Demo-Consilium-2026!";

/**
 * The two-step login of a demo account (spec 1 §2): the password sends a code, read back from the
 * development outbox, then the code opens the session.
 */
export async function benchLogin(url: string, email: string): Promise<BenchSession> {
  const csrfResponse = await fetch(`${url}/api/v1/csrf`);
  const { csrf_token: csrf } = (await csrfResponse.json()) as { csrf_token: string };
  const post = (body: object) =>
    fetch(`${url}/api/v1/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": csrf, cookie: `csrf_token=${csrf}` },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, remember_mfa: false, ...body }),
    });
  const first = await post({});
  if (first.status !== 401) throw new Error(`login: expected mfa_required, got ${first.status} ${await first.text()}`);
  const outbox = (await (await fetch(`${url}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? "")?.[1];
  if (!code) throw new Error("login: no code in the development outbox");
  const response = await post({ mfa_code: code });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const session = response.headers.getSetCookie().find((c) => c.startsWith("consilium_session="))?.split(";")[0];
  return { email, cookie: `${session}; csrf_token=${csrf}`, csrf };
}
