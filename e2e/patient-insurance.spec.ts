import { expect, test, type Page } from "@playwright/test";
import { DR_SCHMIDT, savedSessionPage, STATE } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 21 item 3: the patient form asks each requester for their country's insurance identity.
// A German doctor is offered the KVNR and the Krankenkasse, never a NIR or an INSEE birth place;
// a French doctor's NIR is refused with its message when its key is wrong.

async function openNewPatientForm(page: Page, labels: { newRequest: string; search: string; query: string; group: string; topic: string; create: RegExp; newPatient: string }) {
  await page.goto("/request/");
  await page.getByRole("link", { name: labels.newRequest }).click();
  await page.getByLabel(labels.search).fill(labels.query);
  await page.getByText(labels.group).first().click();
  await page.getByRole("radio", { name: new RegExp(labels.topic) }).check({ force: true });
  await page.getByRole("button", { name: labels.create }).first().click();
  await expect(page).toHaveURL(/\/request\/\d+$/);
  const dialog = page.getByRole("dialog", { name: labels.newPatient });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("de: a German doctor's patient form asks for the KVNR and the Krankenkasse, no NIR or INSEE field", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const page = await savedSessionPage(browser, baseURL, DR_SCHMIDT);
  const dialog = await openNewPatientForm(page, {
    newRequest: "Neue Anfrage",
    search: "Empfänger suchen",
    query: "Dermatologie Köln",
    group: "Dermatologie-Netz Köln",
    topic: "Hautbefund",
    create: /Anfrage erstellen|Weiter/,
    newPatient: "Neuer Patient",
  });
  await expect(dialog.getByLabel("Krankenversichertennummer (KVNR)")).toBeVisible();
  await expect(dialog.getByLabel("Krankenkasse")).toBeVisible();
  await expect(dialog.getByText(/NIR|INSEE|Sécurité sociale|Sozialversicherungsnummer/i)).toHaveCount(0);
  await expect(dialog.getByLabel(/Geburtsort/)).toHaveCount(0);
  // A wrong check digit is named as soon as the 10 characters are typed.
  await dialog.getByLabel("Krankenversichertennummer (KVNR)").fill("X110411674");
  await expect(dialog.getByText("Die Prüfziffer der KVNR stimmt nicht: Bitte prüfen Sie die Nummer.")).toBeVisible();
  await dialog.getByLabel("Krankenversichertennummer (KVNR)").fill("X110411675");
  await expect(dialog.getByText("Gültige Krankenversichertennummer.")).toBeVisible();
  await dialog.getByLabel("Krankenkasse").fill("AOK Bayern");
  await snap(page, "patient-form-de");
  await page.context().close();
});

test("fr: the French patient form refuses a NIR whose key is wrong, with its message", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL, storageState: STATE.martinSession, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  const dialog = await openNewPatientForm(page, {
    newRequest: "Nouvelle demande",
    search: "Rechercher un destinataire",
    query: "cardiologie auvergne",
    group: "Réseau cardiologie Auvergne-Rhône-Alpes",
    topic: "Avis cardiologique",
    create: /Créer la demande|Continuer/,
    newPatient: "Nouveau patient",
  });
  await expect(dialog.getByLabel(/Numéro de sécurité sociale \(NIR\)/)).toBeVisible();
  await expect(dialog.getByLabel(/KVNR|NISS/)).toHaveCount(0);
  await dialog.getByLabel(/Numéro de sécurité sociale \(NIR\)/).fill("1 85 05 78 006 084 92");
  await expect(dialog.getByText("La clé du NIR ne correspond pas : vérifiez le numéro.")).toBeVisible();
  await snap(page, "patient-form-fr");
  // Saving is refused with the same message on the field.
  await dialog.getByRole("radio", { name: "Homme" }).check({ force: true });
  await dialog.getByLabel("Prénom").fill("Paul");
  await dialog.getByLabel("Nom de naissance").fill("Lemaire");
  await dialog.getByLabel("Jour").fill("12");
  await dialog.getByLabel("Mois").fill("05");
  await dialog.getByLabel("Année").fill("1985");
  await dialog.getByRole("button", { name: "Enregistrer le patient" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Certains champs sont à compléter ou à corriger.")).toBeVisible();
  await context.close();
});
