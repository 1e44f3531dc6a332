import { expect, test } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { outboxMessages, STATE } from "./demo-accounts.ts";

// Issue 10 items 5 and 6: the public profile, contacts, and the invite-a-correspondent form.
test.use({ storageState: STATE.martinSession });

test("dr.martin opens dr.bernard's profile, adds him to contacts, finds him in /contacts and removes him", async ({ page }) => {
  // His professional id, found as a user would: the recipient search of the new-request flow.
  await page.goto("/request/new");
  await page.getByLabel("Rechercher un destinataire").fill("Antoine Bernard");
  await page.getByRole("button", { name: /Antoine Bernard.*Cardio/ }).first().click();
  await expect(page).toHaveURL(/r_professional=\d+/);
  const professionalId = /r_professional=(\d+)/.exec(page.url())?.[1];

  await page.goto(`/profile/${professionalId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Antoine Bernard" })).toBeVisible();
  await expect(page).toHaveTitle("Antoine Bernard · Consilium");
  await expect(page.getByText(/^Cardiologie/)).toBeVisible();
  await expect(page.getByText(/N° RPPS \d+/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Carte des lieux d'exercice" })).toBeVisible();
  await expectAccessibleScreen(page, "profile");
  // Same country, registered: he can be asked for advice from here.
  await expect(page.getByRole("link", { name: "Demander un avis" })).toHaveAttribute("href", `/request/new?r_type=professional&r_professional=${professionalId}`);

  const add = page.getByRole("button", { name: "Ajouter aux contacts" });
  const removeHere = page.getByRole("button", { name: "Retirer des contacts" });
  await expect(add.or(removeHere)).toBeVisible();
  // The demo data may already list him (seed): start from "not a contact".
  if (await removeHere.isVisible()) {
    await removeHere.click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Retirer" }).click();
  }
  await add.click();
  await expect(page.getByText("Dans vos contacts")).toBeVisible();
  await expect(removeHere).toBeVisible();

  await page.goto("/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  const professionals = page.getByRole("region", { name: "Professionnels de santé" });
  const row = professionals.getByRole("listitem").filter({ hasText: "Antoine Bernard" });
  await expect(row).toBeVisible();
  await expectAccessibleScreen(page, "contacts");
  await row.getByRole("button", { name: "Retirer Antoine Bernard de mes contacts" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Retirer Antoine Bernard de vos contacts ?");
  await confirm.getByRole("button", { name: "Retirer" }).click();
  await expect(row).toHaveCount(0);

  // The profile follows: back to "add".
  await page.goto(`/profile/${professionalId}`);
  await expect(add).toBeVisible();
});

test("the invite form refuses what is not an address or a mobile number, and sends to a French mobile a link to sign up", async ({ page, browser }) => {
  await page.goto("/contacts");
  await page.getByRole("button", { name: "Inviter un correspondant" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Inviter un correspondant" });
  const field = dialog.getByLabel("Adresse e-mail ou numéro de mobile");
  const send = dialog.getByRole("button", { name: "Envoyer l'invitation" });
  await expect(send).toBeDisabled();

  await field.fill("abc");
  await send.click();
  await expect(dialog.getByRole("alert")).toHaveText("Adresse e-mail ou numéro de téléphone invalide.");

  // A number of its own per run, so that the outbox check finds this run's message.
  const digits = String(Date.now()).slice(-8);
  const mobile = `07${digits}`;
  await field.fill(`07 ${digits.replace(/(\d{2})(?=\d)/g, "$1 ")}`);
  // Thanks for 1 s (spec 1 §9): watched from before the click, so a slow machine cannot miss it.
  const thanks = expect(dialog.getByRole("status")).toHaveText("Merci ! Votre invitation a été envoyée.");
  await send.click();
  await thanks;
  // Then the field is cleared for the next one.
  await expect(field).toHaveValue("");
  await expect(send).toBeDisabled();

  const [sms] = await outboxMessages(page.request, mobile);
  expect(sms?.channel).toBe("SMS");
  expect(sms?.body).toContain("vous invite à rejoindre Consilium");

  // The invitee, not logged in, follows the message's link to the signup page, in French.
  const link = /https?:\/\/\S+\/register\?\S+/.exec(sms?.body ?? "")?.[0] ?? "";
  expect(link).toContain("country=FR&lang=fr");
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const invitee = await visitor.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole("heading", { name: "Créer un compte" })).toBeVisible();
  await visitor.close();
});
