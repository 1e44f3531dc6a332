import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { STATE, submitLogin } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 24 item 1: a practice software connects on a doctor's behalf. A super user registers
// it; the doctor follows its authorization link, logs in, reads the consent screen and allows;
// the software exchanges its code (PKCE) and lists the doctor's requests; the doctor finds it in
// the settings and withdraws its access, which stops its token at once.

/** A French GP no other journey logs in as (from the seed). */
const DOCTOR = "olivier.robin.52@demo.consilium.test";

test("a doctor authorizes a practice software, which reads their requests until the access is withdrawn", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // The software's own address, where it receives the code: a real listener on this machine.
  const software = createServer((_request, response) => response.end("<!doctype html><title>CabinetPlus</title><p>Connecté</p>"));
  await new Promise<void>((resolve) => software.listen(0, "127.0.0.1", resolve));
  const REDIRECT = `http://127.0.0.1:${(software.address() as AddressInfo).port}/callback`;
  const adminContext = await browser.newContext({ baseURL, storageState: STATE.superSession, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const admin = await adminContext.newPage();
  await admin.goto("/admin/validations");
  await admin.getByRole("link", { name: "Logiciels partenaires (OAuth)" }).click();
  await expect(admin.getByRole("heading", { name: "Logiciels partenaires", level: 1 })).toBeVisible();
  await admin.getByLabel("Nom du logiciel").fill("CabinetPlus");
  // An address of another site over plain http is refused, with the reason, and nothing is registered.
  await admin.getByLabel("Adresses de retour").fill("http://cabinetplus.example/callback");
  await admin.getByRole("button", { name: "Enregistrer le logiciel" }).click();
  await expect(admin.getByRole("alert")).toContainText("Adresse de retour refusée");
  await admin.getByLabel("Adresses de retour").fill(REDIRECT);
  await admin.getByText(/Rechercher dans l'annuaire/).click();
  await expect(admin.getByRole("checkbox", { name: /Rechercher dans l'annuaire/ })).toBeChecked();
  await admin.getByRole("button", { name: "Enregistrer le logiciel" }).click();
  const registered = admin.getByRole("alert").filter({ hasText: "CabinetPlus est enregistré" });
  await expect(registered).toBeVisible();
  const clientId = /: (\S+)$/.exec((await registered.textContent())?.trim() ?? "")?.[1] ?? "";
  expect(clientId).toMatch(/^[\w-]{20,}$/);
  await expect(admin.getByRole("listitem").filter({ hasText: clientId })).toContainText("Aucun médecin ne l'a autorisé");
  await snap(admin, "partner-applications", { mobileFullPage: false });
  await adminContext.close();

  const context = await browser.newContext({ baseURL, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const query = new URLSearchParams({ client_id: clientId, response_type: "code", redirect_uri: REDIRECT, scope: "requests:read directory:read", state: "e2e", code_challenge: challenge, code_challenge_method: "S256" });
  await page.goto(`/oauth/auth?${query}`);
  // No session yet: the login first, then back to the consent screen.
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fpartners%2Fconsent%2F/);
  await submitLogin(page, DOCTOR);
  await expect(page).toHaveURL(/\/partners\/consent\/[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Autoriser CabinetPlus à accéder à Consilium en votre nom ?" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Lire les demandes, avis, messages" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Rechercher dans l'annuaire" })).toBeVisible();
  // Asked for within what it may ask: no write scope was requested, none is shown.
  await expect(page.getByText("Préparer, envoyer et répondre")).toHaveCount(0);
  await snap(page, "partner-consent");

  await page.getByRole("button", { name: "Autoriser", exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(REDIRECT));
  const landing = new URL(page.url());
  expect(landing.searchParams.get("state")).toBe("e2e");
  const exchanged = await page.request.post("/oauth/token", { form: { grant_type: "authorization_code", code: landing.searchParams.get("code") ?? "", redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier } });
  expect(exchanged.status()).toBe(200);
  const { access_token: token } = (await exchanged.json()) as { access_token: string };
  const asSoftware = { headers: { authorization: `Bearer ${token}` } };
  const listed = await context.request.get("/api/v1/requests?feed=from:me&limit=5", asSoftware);
  expect(listed.status()).toBe(200);

  // The settings list it, with what it may do; withdrawing stops its token.
  await page.goto("/profile_edit");
  await page.getByRole("link", { name: "Gérer les logiciels connectés" }).click();
  await expect(page).toHaveURL(/\/profile_edit\/applications$/);
  const row = page.getByRole("listitem").filter({ hasText: "CabinetPlus" }).first();
  await expect(row).toContainText("dernière utilisation le");
  await expect(row).toContainText("Lire les demandes");
  await snap(page, "authorized-applications");
  await page.getByRole("button", { name: "Retirer l'accès de CabinetPlus" }).first().click();
  await expect(page.getByRole("alert")).toContainText("L'accès de CabinetPlus est retiré.");
  expect((await context.request.get("/api/v1/requests?feed=from:me&limit=5", asSoftware)).status()).toBe(401);
  await context.close();
  software.close();
});
