import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";

// Demo data facts the seed guarantees (prisma/seed/): see README "Demo accounts".
export const DEMO_PASSWORD = "Demo-Consilium-2026!";
export const DR_MARTIN = "dr.martin@demo.consilium.test";
export const DR_SCHMIDT = "dr.schmidt@demo.consilium.test";
export const SUPER_USER = "super@demo.consilium.test";
/** Administrator of "Gériatrie Centre-Val de Loire" and "CPTS Tours Nord" (prisma/seed/groups.ts). */
export const GERIATRICS_ADMIN = "admin.durand@demo.consilium.test";
/**
 * A validated French doctor with a mobile that no other journey logs in as: password-reset.spec.ts
 * changes its password (administrator of "EHPAD du Val de Loire" in the seed).
 */
export const RESET_ACCOUNT = "nicolas.bernard.117@demo.consilium.test";
/** Cardiologist, expert of "Réseau cardiologie Auvergne-Rhône-Alpes". */
export const DR_BERNARD = "dr.bernard@demo.consilium.test";
/** Administrator of "CHU de Tours — avis spécialisés", who integrates its acts (administrative data, prisma/seed/integrations.ts). */
export const CHU_ADMIN = "ines.boyer.43@demo.consilium.test";
/** Dermatologist, expert of "Dermatologie-Netz Köln". */
export const COLOGNE_DERMATOLOGIST = "stefan.bauer.176@demo.consilium.test";

/**
 * Browser state written by auth.setup.ts. `martinDevice` holds only dr.martin's remembered-device
 * cookie (login skips the code step); `martinSession` also holds a live session. Sharing them
 * keeps every run within the API's 10 logins per account per 15 minutes.
 */
export const STATE = {
  martinDevice: "test-results/.auth/martin-device.json",
  martinSession: "test-results/.auth/martin-session.json",
  /** The super user's session: the identity validation queue. */
  superSession: "test-results/.auth/super-session.json",
} as const;

/**
 * Accounts auth.setup.ts logs in once, whose saved sessions the journeys open pages on. A login
 * sends a code and voids the account's previous one: two journeys logging the same account in
 * at once, in the two workers, would make one of them fail at the code step. Only
 * requests-de.spec.ts goes through dr.schmidt's code step itself.
 */
export const SAVED_ACCOUNTS = [
  { email: DR_SCHMIDT, language: "de" },
  { email: DR_BERNARD, language: "fr" },
  { email: GERIATRICS_ADMIN, language: "fr" },
  { email: CHU_ADMIN, language: "fr" },
  { email: COLOGNE_DERMATOLOGIST, language: "de" },
] as const;

export type SavedAccount = (typeof SAVED_ACCOUNTS)[number]["email"];

export function savedSessionOf(email: SavedAccount): string {
  return `test-results/.auth/${email}.json`;
}

/** A new browser context on the account's saved session, in the account's language. */
export async function savedSessionPage(browser: Browser, baseURL: string | undefined, email: SavedAccount): Promise<Page> {
  const language = SAVED_ACCOUNTS.find((account) => account.email === email)?.language ?? "fr";
  const context = await browser.newContext({ baseURL, storageState: savedSessionOf(email), locale: language === "de" ? "de-DE" : "fr-FR", timezoneId: "Europe/Paris" });
  return context.newPage();
}

type LoginLabels = { email: string; password: string; submit: string; code: string; confirm: string };

export const FR_LOGIN: LoginLabels = { email: "Adresse e-mail", password: "Mot de passe", submit: "Se connecter", code: "Code de vérification", confirm: "Valider" };
export const DE_LOGIN: LoginLabels = { email: "E-Mail-Adresse", password: "Passwort", submit: "Anmelden", code: "Bestätigungscode", confirm: "Bestätigen" };

export type OutboxMessage = { id: number; channel: "EMAIL" | "SMS"; to: string; body: string };

/** The development outbox, newest first; `to` filters by recipient (an address or a phone as stored). */
export async function outboxMessages(request: APIRequestContext, to?: string): Promise<OutboxMessage[]> {
  const response = await request.get(to ? `/dev/outbox?to=${encodeURIComponent(to)}` : "/dev/outbox");
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages;
}

export async function latestMessage(request: APIRequestContext, to: string): Promise<OutboxMessage | undefined> {
  return (await outboxMessages(request, to))[0];
}

export function codeIn(message: OutboxMessage | undefined): string {
  const code = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
  expect(code, `a 6-digit code in ${JSON.stringify(message?.body)}`).toMatch(/^\d{6}$/);
  return code ?? "";
}

/** The code of the first message to `to` newer than `after` (codes are sent asynchronously to the click). */
export async function newCodeFor(request: APIRequestContext, to: string, after: OutboxMessage | undefined): Promise<string> {
  let code = "";
  await expect(async () => {
    const message = await latestMessage(request, to);
    expect(message && message.id !== after?.id).toBe(true);
    code = codeIn(message);
  }).toPass({ timeout: 10_000 });
  return code;
}

/** Fills the password form already on screen. */
export async function submitPassword(page: Page, email: string, password: string, labels: LoginLabels = FR_LOGIN): Promise<void> {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password).fill(password);
  await page.getByRole("button", { name: labels.submit, exact: true }).click();
}

/**
 * Both login steps: the password, then — unless this browser is remembered — the 6-digit code
 * read from the development outbox (mail is not sent when SMTP_URL is unset).
 */
export async function submitLogin(page: Page, email: string, password: string = DEMO_PASSWORD, labels: LoginLabels = FR_LOGIN): Promise<void> {
  const before = await latestMessage(page.request, email);
  await submitPassword(page, email, password, labels);
  const codeField = page.getByLabel(labels.code);
  const done = page.waitForURL((url) => !url.pathname.startsWith("/login"));
  const step = await Promise.race([done.then(() => "done" as const), codeField.waitFor().then(() => "code" as const)]);
  if (step === "done") return;
  await codeField.fill(await newCodeFor(page.request, email, before));
  await page.getByRole("button", { name: labels.confirm, exact: true }).click();
  await done;
}

/** The number in "48 demandes" / "12 Anfragen". */
export async function totalCountOf(page: Page, word: RegExp): Promise<number> {
  // In the page's main region: the menu's unread badges read "(5 demandes non lues)" too.
  const text = await page.getByRole("main").getByText(word).first().textContent();
  const match = /(\d[\d\s\u202f.,]*)/.exec(text ?? "");
  return match?.[1] ? Number(match[1].replace(/\D/g, "")) : Number.NaN;
}
