import { readFileSync } from "node:fs";
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { STATE } from "./demo-accounts.ts";

// Issue 21 item 5, spec 2 §6 billing button, §7 GET requests/{id}/billing/: a French expert who
// completed a consult opens the billing modal and downloads the text file his practice software
// (or his secretary) bills from. The seed's completed consults never reopen: any billable one of
// dr.martin's received requests will do, found through the API with his session.

const SHOTS = "/work/shots";

/** A received request dr.martin completed with TE2 and may bill (GET billing answers 200). */
async function billableConsult(page: Page): Promise<{ id: number; text: string }> {
  const list = await page.request.get("/api/v1/requests?feed=to:me&limit=100");
  expect(list.ok()).toBe(true);
  const rows = (await list.json()) as { id: number }[];
  for (const row of rows) {
    const response = await page.request.get(`/api/v1/requests/${row.id}/billing/`);
    if (!response.ok()) continue;
    const text = await response.text();
    if (text.includes("Acte: TE2")) return { id: row.id, text };
  }
  throw new Error("no consult dr.martin completed with TE2 and may bill in the seed");
}

test("a French expert downloads the billing text file of a consult he completed", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, storageState: STATE.martinSession, locale: "fr-FR", timezoneId: "Europe/Paris", acceptDownloads: true });
  const page = await context.newPage();
  const { id } = await billableConsult(page);

  await page.goto(`/consult/${id}`);
  const outcome = page.getByRole("region", { name: "Avis rendu" });
  await outcome.getByRole("button", { name: "Facturer" }).click();
  const dialog = page.getByRole("dialog", { name: "Facturer l'acte" });
  await expect(dialog.getByRole("definition").filter({ hasText: /^TE2$/ })).toBeVisible();
  const amount = (await dialog.locator(".billing-amount").textContent()) ?? "";
  expect(amount).toMatch(/^\d+,\d\d\s€$/);
  await expectAccessibleScreen(page, "billing modal");

  // Screenshots of the modal for the lead's review, at desktop and phone width.
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/export-modal-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/export-modal-390.png` });
  await expectAccessibleScreen(page, "billing modal (phone)");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Spec 2 §8: a failed call says so, translated, with a retry button. The first download fails at the network.
  let failures = 1;
  await page.route(/\/api\/v1\/requests\/\d+\/billing\/$/, async (route) => {
    if (failures-- > 0) return route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ code: "internal_error", message: "Service indisponible" }) });
    return route.fallback();
  });
  await dialog.getByRole("button", { name: "Télécharger le fichier texte" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Les données de facturation n'ont pas pu être calculées. Une erreur inattendue s'est produite.");
  await page.screenshot({ path: `${SHOTS}/export-modal-error-1280.png` });
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Réessayer" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^facturation-${id}-\\d{4}-\\d{2}-\\d{2}\\.txt$`));
  const text = readFileSync((await file.path()) ?? "", "utf8");
  // The act and its amount as the modal shows them, the patient's NIR line and the expert's RPPS.
  expect(text).toContain("Acte: TE2 (");
  expect(text).toContain(`Montant total: ${amount.replace(/\s/g, " ")}`);
  expect(text).toMatch(/^NIR \(numéro de sécurité sociale\): /m);
  expect(text).toMatch(/^RPPS: \d{11}\r?$/m);
  await expect(dialog.getByRole("alert")).toHaveText("Fichier texte téléchargé.");
  await page.screenshot({ path: `${SHOTS}/export-modal-downloaded-1280.png` });

  // Without a billing software chosen, "send to my software" is not offered: the settings are pointed to.
  await expect(dialog.getByRole("button", { name: "Envoyer à mon logiciel de facturation" })).toHaveCount(0);
  await expect(dialog.getByRole("link", { name: "paramètres" })).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(dialog).toBeHidden();
  await expect(outcome.getByRole("button", { name: "Facturer" })).toBeFocused();
  await context.close();
});

test("a French account finds its billing software among spec 2 §9's families in the settings", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, storageState: STATE.martinSession, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  await page.goto("/profile_edit");
  const section = page.getByRole("region", { name: "Logiciel de facturation" });
  // The seed chooses none for dr.martin; this journey only looks (the choice is tested over both APIs).
  await expect(section.getByRole("button", { name: /Logiciel de facturation/ })).toContainText("Aucun");
  await section.getByRole("button", { name: /Logiciel de facturation/ }).click();
  await expect(page.getByRole("option", { name: "Weda" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Intellio Next" })).toBeVisible();
  await page.keyboard.press("Escape");
  await context.close();
});
