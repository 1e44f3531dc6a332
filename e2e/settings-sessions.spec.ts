import { expect, test } from "@playwright/test";
import { submitLogin } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 17, "Sessions": a login on another device keeps this one; the settings list the devices
// and end them. An account no other journey logs in as, so ending its devices disturbs no one.
const DR_PEETERS = "dr.peeters@demo.consilium.test";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

test("dr.peeters logs in on a phone and a computer, sees both in settings and logs the phone out", async ({ browser, baseURL, page }) => {
  // A context made by hand inherits none of the config's options: the site and language are given again.
  const phoneContext = await browser.newContext({ baseURL, locale: "fr-FR", userAgent: ANDROID, viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await phone.goto("/login");
  await submitLogin(phone, DR_PEETERS);

  await page.goto("/login");
  await submitLogin(page, DR_PEETERS);
  // The computer's login left the phone logged in.
  expect((await phone.request.get("/api/v1/users/me")).status()).toBe(200);

  await page.getByRole("link", { name: "Paramètres", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();
  const devices = page.getByRole("region", { name: "Appareils connectés" });
  await expect(devices.getByText("Se connecter sur un autre appareil ne vous déconnecte pas de celui-ci", { exact: false })).toBeVisible();
  const phoneRow = devices.getByRole("listitem").filter({ hasText: "Chrome 131 sur Android" });
  await expect(phoneRow).toBeVisible();
  await expect(devices.getByRole("listitem").filter({ hasText: "Cet appareil" })).toContainText("Chrome");
  await expect(devices.getByText("1 autre appareil connecté")).toBeVisible();
  await snap(page, "settings-devices");

  await phoneRow.getByRole("button", { name: "Déconnecter l'appareil Chrome 131 sur Android" }).click();
  await expect(phoneRow).toBeHidden();
  await expect(devices.getByText("Aucun autre appareil n'est connecté.")).toBeVisible();
  expect((await phone.request.get("/api/v1/users/me")).status()).toBe(401);
  // The phone's user sees it at their next visit: the login page, not their requests.
  await phone.goto("/request/");
  await expect(phone).toHaveURL(/\/login/);
  expect((await page.request.get("/api/v1/users/me")).status()).toBe(200);
  await phoneContext.close();
});

// Issue 20, item 8: after login the account's language wins over the browser's. In this file so
// that it never logs dr.peeters in at the same time as the test above (a login voids the code of
// another one in progress).
const EN_LOGIN = { email: "Email address", password: "Password", submit: "Log in", code: "Verification code", confirm: "Confirm" };

test("the language dr.peeters chooses holds after logout and login in an English browser", async ({ browser, baseURL }) => {
  // Two logins with their codes: past a minute on a busy machine.
  test.slow();
  const englishPage = async () => (await browser.newContext({ baseURL, locale: "en-US" })).newPage();
  const logIn = async () => {
    const page = await englishPage();
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeVisible();
    await submitLogin(page, DR_PEETERS, undefined, EN_LOGIN);
    return page;
  };

  // The account speaks Belgian French (its seeded language), not the browser's English.
  const first = await logIn();
  await expect(first.getByRole("heading", { level: 1, name: "Mes demandes" })).toBeVisible();
  await first.goto("/profile_edit");
  await first.getByRole("region", { name: "Langue" }).getByRole("button").click();
  await first.getByRole("option", { name: "Nederlands (België)" }).click();
  await expect(first.getByRole("heading", { level: 1, name: "Instellingen" })).toBeVisible();
  await first.getByRole("button", { name: "Afmelden" }).first().click();
  await expect(first).toHaveURL(/\/login/);
  await first.context().close();

  const second = await logIn();
  await expect(second.getByRole("heading", { level: 1, name: "Mijn aanvragen" })).toBeVisible();
  // Back to Belgian French, which says GSM where France says téléphone mobile.
  await second.goto("/profile_edit");
  await second.getByRole("region", { name: "Taal" }).getByRole("button").click();
  await second.getByRole("option", { name: "Français (Belgique)" }).click();
  await expect(second.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();
  await second.getByRole("button", { name: "Se déconnecter" }).first().click();
  await expect(second).toHaveURL(/\/login/);
  await second.context().close();

  const third = await logIn();
  await third.goto("/profile_edit");
  await expect(third.getByRole("region", { name: "Identifiants de connexion" }).getByText("GSM", { exact: true })).toBeVisible();
  await third.getByRole("button", { name: "Se déconnecter" }).first().click();
  await third.context().close();
});
