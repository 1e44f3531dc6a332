import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { latestMessage, newCodeFor } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// e2e/serve.ts starts a real OpenID Connect provider (oidc-provider) as Pro Santé Connect: the
// browser leaves Consilium, signs in at the provider with an RPPS number, and comes back.

type DirectoryEntry = { professional_id: number; rpps: string; country: string; has_account: boolean; first_name: string; last_name: string };

async function directory(request: APIRequestContext, search: string): Promise<DirectoryEntry[]> {
  const response = await request.get(`/api/v1/signup/professionals?search=${encodeURIComponent(search)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as DirectoryEntry[];
}

/** The provider's own sign-in and consent pages, as a card holder goes through them. */
async function signInAtProvider(page: Page, rpps: string): Promise<void> {
  await expect(page.getByRole("heading", { name: "Sign-in" })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(new URL(test.info().project.use.baseURL ?? "").origin);
  await page.locator('input[name="login"]').fill(rpps);
  await page.locator('input[name="password"]').fill("card-pin");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("a French doctor logs in with her card, without the emailed code", async ({ page }) => {
  const [martin] = (await directory(page.request, "Claire Martin")).filter((p) => p.country === "FR" && p.has_account);
  expect(martin?.rpps).toMatch(/^10\d{9}$/);

  await page.goto("/login?redirectUrl=%2Frequest%2F");
  await page.getByRole("button", { name: "Se connecter avec Pro Santé Connect" }).click();
  await signInAtProvider(page, martin?.rpps ?? "");

  // Back through /pro-sante-connect to the page the login was asked for, with a session.
  await expect(page).toHaveURL(/\/request\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mes demandes" })).toBeVisible();
  const me = await page.request.get("/api/v1/users/me");
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toMatch(/^dr\.martin@/);
});

test("a card with no Consilium account opens signup, prefilled with its professional", async ({ page }) => {
  const candidates = (await directory(page.request, "a")).filter((p) => p.country === "FR" && !p.has_account);
  const stranger = candidates[0];
  expect(stranger?.rpps).toMatch(/^10\d{9}$/);

  await page.goto("/login");
  await page.getByRole("button", { name: "Se connecter avec Pro Santé Connect" }).click();
  await signInAtProvider(page, stranger?.rpps ?? "");

  await expect(page).toHaveURL(new RegExp(`/register\\?rpps=${stranger?.rpps}$`));
  await expect(page.getByText(`${stranger?.first_name} ${stranger?.last_name}`, { exact: false }).first()).toBeVisible();
  await snap(page, "psc-signup-prefilled");
  // No session came with it.
  expect((await page.request.get("/api/v1/users/me")).status()).toBe(401);
});

/** A new, unvalidated account for this professional, made through the REST signup calls (the signup screens have their own journey). */
async function signUpThroughApi(page: Page, professionalId: number): Promise<void> {
  await page.goto("/login");
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
  const stamp = Date.now();
  const email = `psc-${stamp}@example.org`;
  const phone = `07${String(stamp).slice(-8)}`;
  const headers = { "x-csrf-token": csrf };
  const [emailBefore, smsBefore] = [await latestMessage(page.request, email), await latestMessage(page.request, phone)];
  const sent = await page.request.post("/api/v1/signup/contact-validation", { headers, data: { email, phone, country: "FR" } });
  expect(sent.status()).toBe(200);
  const created = await page.request.post("/api/v1/signup", {
    headers,
    data: {
      professional_id: professionalId,
      email,
      phone,
      password: "Un-mot-de-passe-2026!",
      email_validation: await newCodeFor(page.request, email, emailBefore),
      phone_validation: await newCodeFor(page.request, phone, smsBefore),
      accept_terms: true,
    },
  });
  expect(created.status()).toBe(201);
}

test("a new French account verifies its identity with the card instead of a scan", async ({ page }) => {
  // Not the Martin that signup-identity.spec.ts registers in parallel.
  const stranger = (await directory(page.request, "e")).filter((p) => p.country === "FR" && !p.has_account && p.last_name !== "Martin").at(-1);
  expect(stranger?.rpps).toMatch(/^10\d{9}$/);
  await signUpThroughApi(page, stranger?.professional_id ?? 0);

  await page.goto("/identification");
  await expect(page.getByRole("heading", { level: 1, name: /identité/i })).toBeVisible();
  await page.getByRole("button", { name: "Vérifier avec Pro Santé Connect" }).click();
  await signInAtProvider(page, stranger?.rpps ?? "");

  await expect(page).toHaveURL(/\/pro-sante-connect\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Identité vérifiée" })).toBeVisible();
  await snap(page, "psc-validated");
  await page.getByRole("link", { name: "Continuer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mes demandes" })).toBeVisible();
  const me = (await (await page.request.get("/api/v1/users/me")).json()) as { validation_status: string };
  expect(me.validation_status).toBe("validated");
});

test("a callback that did not start here fails with a retry that goes back to the provider", async ({ page }) => {
  await page.goto("/pro-sante-connect?code=abc&state=xyz");
  await expect(page.getByRole("heading", { level: 1, name: "Échec de connexion" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("La vérification par Pro Santé Connect a échoué. Veuillez réessayer.");
  await snap(page, "psc-failure");
  await page.getByRole("button", { name: "Réessayer" }).click();
  await expect(page.getByRole("heading", { name: "Sign-in" })).toBeVisible();
});
