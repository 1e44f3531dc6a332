import { expect, test } from "@playwright/test";
import { codeIn, DEMO_PASSWORD, FR_LOGIN, outboxMessages, submitLogin, submitPassword } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 20, items 2 and 3. A French general practitioner no other journey logs in as: changing
// dr.martin's password would end the sessions auth.setup.ts saved for the other journeys.
const ACCOUNT = "yann.bertrand.8@demo.consilium.test";
const PHONE = "0661044755";
const NEW_PASSWORD = "Un-nouveau-mot-de-passe-2026";
const NEW_EMAIL = "yann.bertrand.cabinet@demo.consilium.test";

test("a doctor changes the password (refused when short or mismatched), logs in only with the new one, then changes the email with both codes", async ({ page }) => {
  // Three logins, two code exchanges and their mails: more than the default minute on a busy machine.
  test.slow();
  await page.goto("/login");
  await submitLogin(page, ACCOUNT);
  await page.getByRole("link", { name: "Paramètres", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();
  const account = page.getByRole("region", { name: "Identifiants de connexion" });
  await expect(account).toContainText(ACCOUNT);

  await account.getByRole("button", { name: "Modifier le mot de passe" }).click();
  const dialog = page.getByRole("dialog", { name: "Modifier le mot de passe" });
  await dialog.getByLabel("Mot de passe actuel").fill(DEMO_PASSWORD);
  await dialog.getByLabel("Nouveau mot de passe", { exact: true }).fill("court");
  await dialog.getByLabel("Confirmer le nouveau mot de passe").fill("court");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText("Le mot de passe doit contenir au moins 12 caractères.")).toBeVisible();
  await dialog.getByLabel("Nouveau mot de passe", { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel("Confirmer le nouveau mot de passe").fill(`${NEW_PASSWORD}!`);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText("Les mots de passe ne correspondent pas.")).toBeVisible();
  await snap(page, "settings-password-modal");
  await dialog.getByLabel("Confirmer le nouveau mot de passe").fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();
  await expect(account.getByText("Votre mot de passe a été modifié.")).toBeVisible();

  await page.getByRole("button", { name: "Se déconnecter" }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await submitPassword(page, ACCOUNT, DEMO_PASSWORD);
  await expect(page.getByText("Adresse e-mail ou mot de passe incorrect.")).toBeVisible();
  await page.goto("/login");
  await submitLogin(page, ACCOUNT, NEW_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Mes demandes" })).toBeVisible();

  await page.goto("/profile_edit");
  await account.getByRole("button", { name: "Modifier l'adresse e-mail" }).click();
  const emailDialog = page.getByRole("dialog", { name: "Modifier l'adresse e-mail" });
  await emailDialog.getByLabel("Nouvelle adresse e-mail").fill(NEW_EMAIL);
  await snap(page, "settings-email-modal");
  await emailDialog.getByRole("button", { name: "Recevoir les codes" }).click();
  const emailCodeField = emailDialog.getByLabel(/Code reçu par e-mail/);
  await expect(emailCodeField).toBeVisible();
  const confirm = emailDialog.getByRole("button", { name: "Confirmer" });
  await expect(confirm).toBeDisabled();
  let emailCode = "";
  let smsCode = "";
  await expect(async () => {
    emailCode = codeIn((await outboxMessages(page.request, NEW_EMAIL))[0]);
    smsCode = codeIn((await outboxMessages(page.request, PHONE))[0]);
  }).toPass({ timeout: 10_000 });
  await emailCodeField.fill(emailCode);
  await expect(confirm).toBeDisabled();
  await emailDialog.getByLabel(/Code reçu par SMS/).fill(smsCode);
  await expect(emailDialog.getByText(/Vous pourrez en demander un nouveau dans \d+ s/)).toBeVisible();
  await snap(page, "settings-email-codes");
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(emailDialog).toBeHidden();
  await expect(account.getByText("Votre adresse e-mail a été modifiée.")).toBeVisible();
  await expect(account).toContainText(NEW_EMAIL);
  // The old address is told.
  expect((await outboxMessages(page.request, ACCOUNT))[0]?.body).toContain("L'adresse e-mail de votre compte Consilium est désormais");

  // Contact details shown to colleagues: empty, the modal starts from the account's mobile.
  const contact = page.getByRole("region", { name: "Coordonnées professionnelles" });
  await contact.getByRole("button", { name: "Modifier le téléphone de contact" }).click();
  const phoneDialog = page.getByRole("dialog", { name: "Téléphone de contact professionnel" });
  await expect(phoneDialog.getByLabel("Téléphone professionnel")).toHaveValue(PHONE);
  await snap(page, "settings-contact-phone-modal");
  await phoneDialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(phoneDialog).toBeHidden();
  await expect(contact).toContainText(PHONE);
  expect(FR_LOGIN.email).toBe("Adresse e-mail");
});
