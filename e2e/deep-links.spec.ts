import { expect, test } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { STATE } from "./demo-accounts.ts";

test.use({ storageState: STATE.martinSession, locale: "fr-FR", timezoneId: "Europe/Paris" });

// Issue 19, spec 2 §2: /request/new with the parameters of a recipient the user may send to
// creates the draft and opens it, without a click; back leads where the user came from, not to a
// second draft. The demo seed is fixed: group 1 is "Réseau cardiologie Auvergne-Rhône-Alpes",
// its topic 2 "Lecture d'ECG".
test("a link naming a group's topic opens a new draft to it at once, and back does not make another", async ({ page }) => {
  await page.goto("/request/");
  await expect(page.getByRole("heading", { level: 1, name: "Mes demandes" })).toBeVisible();
  await page.goto("/request/new?r_type=group&r_group=1&r_topic=2");
  await expect(page).toHaveURL(/\/request\/\d+$/, { timeout: 15_000 });
  const draftUrl = page.url();
  await expect(page.getByText("Lecture d'ECG").first()).toBeVisible();
  // The patient step opens by itself on the new draft; closing it leaves the focus by its button.
  const patient = page.getByRole("dialog", { name: "Nouveau patient" });
  await expect(patient).toBeVisible();
  await expectAccessibleScreen(page, "new draft, patient step");
  await page.keyboard.press("Escape");
  await expect(patient).toBeHidden();
  await expect(page.getByRole("button", { name: "Renseigner le patient" })).toBeFocused();
  await expectAccessibleScreen(page, "new draft");
  await page.goBack();
  await expect(page).toHaveURL(/\/request\/$/);
  await page.goForward();
  await expect(page).toHaveURL(draftUrl);
});

test("a link naming only a group waits for the topic to be chosen", async ({ page }) => {
  await page.goto("/request/new?r_type=group&r_group=1");
  await expect(page.getByRole("radiogroup", { name: "Thématique" })).toBeVisible();
  await expectAccessibleScreen(page, "new request, group chosen");
  await expect(page).toHaveURL(/\/request\/new\?/);
});
