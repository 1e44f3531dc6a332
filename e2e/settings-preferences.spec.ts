import { expect, test, type Page } from "@playwright/test";
import { seriousAxeViolations } from "./axe.ts";
import { DR_SCHMIDT, GERIATRICS_ADMIN, savedSessionPage, STATE } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 20 items 1 and 7: the settings screen (spec 2 §2, §6) and the preferences of spec 2 §7
// PUT users/{id}, each with the effect another user sees.
test.use({ storageState: STATE.martinSession });

const MOBILE = { width: 390, height: 844 };

async function expectNoSeriousAxeViolation(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(MOBILE);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("dr.martin opens settings from the profile and the account menu, writes a presentation and chooses where requests go", async ({ page }) => {
  const me = (await (await page.request.get("/api/v1/users/me")).json()) as { professional: { id: number } };
  await page.goto(`/profile/${me.professional.id}`);
  await page.getByRole("link", { name: "Paramétrer mon profil" }).click();
  await expect(page).toHaveURL(/\/profile_edit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();

  // A general practitioner is not requestable (spec 2 §6): no individual project; a group sender
  // (CPTS Tours Nord) chooses whether requests also go outside the network.
  for (const section of ["Photo de profil", "Présentation", "Gestion des demandes", "Informations personnelles", "Préférences du compte", "Appareils connectés"]) {
    await expect(page.getByRole("region", { name: section })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Projet individuel" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Préférences du compte" })).toContainText("écrivez à l'équipe support");
  await expect(page.getByRole("region", { name: "Gestion des demandes" }).getByText("Signature manuscrite")).toHaveCount(0);

  const bio = `Médecin généraliste à Tours, suivi des patients âgés à domicile (${Date.now()}).`;
  const presentation = page.getByRole("region", { name: "Présentation" });
  const save = presentation.getByRole("button", { name: "Enregistrer" });
  await presentation.getByLabel("Votre présentation").fill(`  ${bio}  `);
  await save.click();
  await expect(presentation.getByRole("status")).toHaveText("Présentation enregistrée.");
  // Saved as trimmed: nothing left to save.
  await expect(save).toBeDisabled();

  const outside = page.getByRole("switch", { name: "Envoyer aussi des demandes hors de mes réseaux" });
  await expect(outside).toBeChecked();
  await snap(page, "settings-martin");
  await expectNoSeriousAxeViolation(page);
  await outside.click({ force: true });
  await expect(outside).not.toBeChecked();

  // The effect: a professional can no longer be chosen; the groups still can.
  await page.goto("/request/new");
  await page.getByLabel("Rechercher un destinataire").fill("Antoine Bernard");
  await page.getByRole("button", { name: /Antoine Bernard.*Cardio/ }).first().click();
  await expect(page.getByText("Vos réglages n'autorisent pas l'envoi de demandes hors de vos réseaux.").first()).toBeVisible();

  // The presentation is on the profile colleagues read.
  await page.goto(`/profile/${me.professional.id}`);
  await expect(page.getByText(bio)).toBeVisible();

  // From the account menu this time: the switch is back on for the other journeys.
  await page.getByRole("link", { name: "Paramètres", exact: true }).first().click();
  await expect(page).toHaveURL(/\/profile_edit$/);
  await expect(page.getByRole("region", { name: "Présentation" }).getByLabel("Votre présentation")).toHaveValue(bio);
  await page.getByRole("switch", { name: "Envoyer aussi des demandes hors de mes réseaux" }).click({ force: true });
  await expect(page.getByRole("switch", { name: "Envoyer aussi des demandes hors de mes réseaux" })).toBeChecked();
});

test("admin.durand leaves the directory: dr.martin no longer finds her, then finds her again", async ({ browser, baseURL, page }) => {
  // Two accounts, the directory searched twice: past a minute on a busy machine.
  test.slow();
  const durand = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  await durand.goto("/profile_edit");
  const project = durand.getByRole("region", { name: "Projet individuel" });
  await expect(project).toBeVisible();
  // A group expert (Gériatrie Centre-Val de Loire) reads the switch as an addition to the groups.
  await expect(project.getByRole("switch", { name: "Accepter aussi les demandes individuelles, en plus de celles de mes groupes" })).toBeChecked();
  await expect(project.getByRole("switch", { name: "Signaler une absence" })).toBeVisible();
  await expect(durand.getByRole("region", { name: "Gestion des demandes" }).getByRole("heading", { name: "Signature manuscrite" })).toBeVisible();
  const visible = project.getByRole("switch", { name: "Apparaître dans l'annuaire" });
  await expect(visible).toBeChecked();
  await snap(durand, "settings-durand");
  await expectNoSeriousAxeViolation(durand);

  const search = async () => {
    await page.goto("/request/new");
    await page.getByLabel("Rechercher un destinataire").fill("Sophie Durand");
  };
  await search();
  await expect(page.getByRole("button", { name: /Sophie Durand/ }).first()).toBeVisible();

  await visible.click({ force: true });
  await expect(visible).not.toBeChecked();
  await search();
  await expect(page.getByText("Aucun destinataire ne correspond à « Sophie Durand ».")).toBeVisible();
  await expect(page.getByRole("button", { name: /Sophie Durand/ })).toHaveCount(0);

  await visible.click({ force: true });
  await expect(visible).toBeChecked();
  await search();
  await expect(page.getByRole("button", { name: /Sophie Durand/ }).first()).toBeVisible();
  await durand.context().close();
});

test("a German user's settings show neither billing numbers nor the MSSanté address", async ({ browser, baseURL }) => {
  const schmidt = await savedSessionPage(browser, baseURL, DR_SCHMIDT);
  await schmidt.goto("/profile_edit");
  await expect(schmidt.getByRole("region", { name: "Persönliche Angaben" })).toBeVisible();
  // Neither section nor its controls (the "my data" statement lists what an account may hold, in general terms).
  await expect(schmidt.getByRole("heading", { name: /Abrechnungsnummer|MSSanté|facturation/i })).toHaveCount(0);
  await expect(schmidt.getByRole("button", { name: /Abrechnungsnummer|MSSanté|facturation/i })).toHaveCount(0);
  await expect(schmidt.getByRole("main")).not.toContainText(/MSSanté/);
  await snap(schmidt, "settings-schmidt");
  await expectNoSeriousAxeViolation(schmidt);
  await schmidt.context().close();
});
