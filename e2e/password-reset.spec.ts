import { expect, test } from "@playwright/test";
import { codeIn, DEMO_PASSWORD, FR_LOGIN, outboxMessages, RESET_ACCOUNT, submitPassword } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// An account no other journey uses: its password can change here.
const ACCOUNT = RESET_ACCOUNT;
const NEW_PASSWORD = "Nouveau-mot-de-passe-2026";

test("a forgotten password is reset with both codes, and the doctor ends up logged in", async ({ page }) => {
  // The reset's text message goes to the account's phone, which only the code step reveals
  // (its last four digits): ask for the login code by text message first.
  await page.goto("/login");
  await submitPassword(page, ACCOUNT, DEMO_PASSWORD);
  await expect(page.getByLabel(FR_LOGIN.code)).toBeVisible();
  await page.getByRole("button", { name: "Recevoir le code par SMS" }).click();
  const masked = await page.getByText(/vient de vous être envoyé par SMS au/).textContent();
  const phoneEnd = /(\d{4})\.$/.exec(masked ?? "")?.[1] ?? "";
  expect(phoneEnd).toMatch(/^\d{4}$/);

  await page.getByRole("link", { name: "Utiliser une autre adresse e-mail" }).click();
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL(/\/request_password$/);
  await expect(page.getByText("Étape 1 sur 3")).toBeVisible();
  await snap(page, "password-email");

  await page.getByLabel("Adresse e-mail").fill(` ${ACCOUNT} `);
  await page.getByRole("button", { name: "Recevoir les codes" }).click();
  await expect(page).toHaveURL(/\/request_password\/new_password$/);
  await expect(page.getByText(`Si un compte existe pour ${ACCOUNT}, un code vient d'y être envoyé`)).toBeVisible();

  // The emailed code, then the text message sent after it to the phone ending in those digits.
  let emailCode = "";
  let smsCode = "";
  await expect(async () => {
    const [mail] = await outboxMessages(page.request, ACCOUNT);
    expect(mail).toBeDefined();
    emailCode = codeIn(mail);
    const sms = (await outboxMessages(page.request))
      .filter((message) => message.channel === "SMS" && message.to.endsWith(phoneEnd) && message.id > (mail?.id ?? 0))
      .sort((a, b) => a.id - b.id)[0];
    smsCode = codeIn(sms);
  }).toPass({ timeout: 10_000 });

  await page.getByLabel("Nouveau mot de passe").fill("court");
  await page.getByLabel("Code reçu par e-mail").fill(emailCode);
  await page.getByLabel("Code reçu par SMS").fill(smsCode);
  await page.getByRole("button", { name: "Changer mon mot de passe" }).click();
  await expect(page.getByText("Le mot de passe doit contenir au moins 12 caractères.")).toBeVisible();
  await snap(page, "password-new");

  await page.getByLabel("Nouveau mot de passe").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Changer mon mot de passe" }).click();
  await expect(page).toHaveURL(/\/request_password\/success$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mot de passe modifié" })).toBeVisible();
  await snap(page, "password-success");

  await page.getByRole("link", { name: "Continuer" }).click();
  await expect(page).toHaveURL(/\/request\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mes demandes" })).toBeVisible();
});

test("the first-password page runs the same flow and recalls the terms", async ({ page }) => {
  await page.goto("/init_password?email=nobody%40example.org");
  await expect(page.getByRole("heading", { level: 1, name: "Créer votre mot de passe" })).toBeVisible();
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue("nobody@example.org");
  // An unknown address gets the same answer as a known one.
  await page.getByRole("button", { name: "Recevoir les codes" }).click();
  await expect(page).toHaveURL(/\/init_password\/new_password$/);
  await expect(page.getByText("En créant votre mot de passe, vous acceptez les conditions générales d'utilisation de Consilium.")).toBeVisible();
  await snap(page, "password-init");
  // Reloaded without step 1's answer, the flow starts over.
  await page.reload();
  await expect(page).toHaveURL(/\/init_password$/);
});
