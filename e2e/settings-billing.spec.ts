import { expect, test, type Locator, type Page } from "@playwright/test";
import { DR_SCHMIDT, savedSessionPage, STATE } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 20 items 5 and 6: dr.martin's billing numbers (spec 2 §4 modal, §5 rules and messages)
// and MSSanté address in settings; a German professional sees neither (spec 2 §6).

async function openBillingModal(page: Page): Promise<Locator> {
  await page.getByRole("region", { name: "Numéros de facturation" }).getByRole("button", { name: "Gérer mes numéros de facturation" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("dr.martin", () => {
  test.use({ storageState: STATE.martinSession });

  test("adds a billing number (wrong key and empty label refused first), edits, chooses and deletes it", async ({ page }) => {
    // Screenshots and axe at two widths of the list and the form: past a minute on a busy machine.
    test.slow();
    await page.goto("/profile_edit");
    const section = page.getByRole("region", { name: "Numéros de facturation" });
    // The seed gives each French professional the number of their practice, the default.
    await expect(section.getByText("Par défaut :")).toBeVisible();

    let dialog = await openBillingModal(page);
    await expect(dialog.getByRole("heading", { name: "Mes numéros de facturation" })).toBeVisible();
    await snap(page, "settings-billing-list");
    await dialog.getByRole("button", { name: "Ajouter un numéro" }).click();
    await expect(dialog.getByRole("heading", { name: "Nouveau numéro de facturation" })).toBeVisible();

    await dialog.getByLabel("Numéro de facturation").fill("751123457");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Vous devez entrer un libellé pour ce numéro")).toBeVisible();
    await expect(dialog.getByText("Ce numéro est invalide")).toBeVisible();
    await dialog.getByLabel("Libellé").fill("   ");
    await dialog.getByLabel("Numéro de facturation").fill("7511234");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Vous devez entrer un libellé pour ce numéro")).toBeVisible();
    await expect(dialog.getByText("Le numéro est composé de 9 caractères")).toBeVisible();
    await snap(page, "settings-billing-edit-errors");

    await dialog.getByLabel("Libellé").fill("  Maison de santé Joué  ");
    await dialog.getByLabel("Numéro de facturation").fill("37 1 12345 6");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();

    dialog = await openBillingModal(page);
    const row = dialog.getByRole("listitem").filter({ hasText: "Maison de santé Joué" });
    await expect(row).toContainText("371123456");
    await row.getByRole("button", { name: "Modifier Maison de santé Joué" }).click();
    await expect(dialog.getByRole("heading", { name: "Modifier le numéro de facturation" })).toBeVisible();
    await dialog.getByLabel("Libellé").fill("MSP Joué-lès-Tours");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();

    dialog = await openBillingModal(page);
    await dialog.getByRole("button", { name: "Choisir MSP Joué-lès-Tours par défaut" }).click();
    await expect(dialog).toBeHidden();
    await expect(section).toContainText("Par défaut : MSP Joué-lès-Tours (371123456)");

    dialog = await openBillingModal(page);
    await dialog.getByRole("button", { name: "Modifier MSP Joué-lès-Tours" }).click();
    await dialog.getByRole("button", { name: "Supprimer" }).click();
    await expect(dialog).toBeHidden();
    // The default went back to the practice's number.
    await expect(section).not.toContainText("MSP Joué-lès-Tours");
    await expect(section.getByText("Par défaut :")).toBeVisible();
  });

  test("sets an MSSanté address, an address outside MSSanté refused", async ({ page }) => {
    await page.goto("/profile_edit");
    const section = page.getByRole("region", { name: "Messagerie sécurisée de santé" });
    await section.getByRole("button", { name: /adresse MSSanté/ }).click();
    const dialog = page.getByRole("dialog", { name: "Adresse MSSanté" });
    await dialog.getByLabel("Adresse MSSanté").fill("claire.martin@gmail.com");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Adresse MSSanté invalide")).toBeVisible();
    await snap(page, "settings-mss-error");
    await dialog.getByLabel("Adresse MSSanté").fill("claire.martin@medecin.mssante.fr");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();
    await expect(section).toContainText("claire.martin@medecin.mssante.fr");
    await page.reload();
    await expect(page.getByRole("region", { name: "Messagerie sécurisée de santé" })).toContainText("claire.martin@medecin.mssante.fr");
  });
});

test.describe("dr.martin's data", () => {
  test.use({ storageState: STATE.martinSession });

  test("prepares a download of his data, follows it, downloads the zip, and reads what is kept", async ({ page }) => {
    await page.goto("/profile_edit");
    const section = page.getByRole("region", { name: "Mes données" });
    await expect(section.getByText("Vos connexions et appareils mémorisés : 7 jours après leur fin.")).toBeVisible();
    await section.getByRole("button", { name: "Préparer le téléchargement de mes données" }).click();
    const link = section.getByRole("link", { name: "Télécharger mes données (zip)" });
    await expect(link).toBeVisible();
    await snap(page, "settings-my-data");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^consilium-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  });
});

test("dr.schmidt (Germany) sees neither billing numbers nor an MSSanté address", async ({ browser, baseURL }) => {
  const page = await savedSessionPage(browser, baseURL, DR_SCHMIDT);
  await page.goto("/profile_edit");
  // The page is there (its devices section), without the two French sections.
  await expect(page.getByRole("region", { name: "Verbundene Geräte" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Meine Daten" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Abrechnungsnummer|MSSanté|Gesundheits-Nachrichtendienst/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Abrechnungsnummer|MSSanté/ })).toHaveCount(0);
  // The calls refuse too, with a clear reason.
  const refused = await page.request.post("/api/v1/billing_infos", {
    data: { label: "Praxis", number: "751123456" },
    headers: { "x-csrf-token": await csrfOf(page) },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe("france_only");
  await page.context().close();
});

async function csrfOf(page: Page): Promise<string> {
  const answer = (await (await page.request.get("/api/v1/csrf")).json()) as { csrf_token: string };
  return answer.csrf_token;
}
