import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { graphql, loggedIn, nirFor, professionalIdOf, requestTo as requestRefTo, type Patient } from "./journey-api.ts";

// Issue 21: the completion offers the act the table gives the expert today, for their country
// and profession, and bills it with a billing number where the act needs one. Each journey
// writes its own requests through the API, between ordinary demo professionals no other
// journey logs in as (prisma/seed/users.ts): a French GP asks a French rheumatologist, a German
// GP a German dermatologist, a Belgian GP a Belgian endocrinologist.

const FR_REQUESTER = "olivier.lambert.34@demo.consilium.test";
const FR_EXPERT = "guillaume.sanchez.30@demo.consilium.test";
const DE_REQUESTER = "jan.neumann.188@demo.consilium.test";
const DE_EXPERT = "tobias.hartmann.184@demo.consilium.test";
const BE_REQUESTER = "laurence.hubert.171@demo.consilium.test";
const BE_EXPERT = "caroline.collard.165@demo.consilium.test";

const SHOTS = "/work/shots";

/** The request's number, which the consult page's address takes. */
async function requestTo(page: Page, expertProfessionalId: number, options: { patient?: Patient; description: string; publish?: boolean }): Promise<number> {
  return (await requestRefTo(page, expertProfessionalId, options)).databaseId;
}


async function openCompletion(page: Page, requestId: number, labels: { actions: string; complete: string }) {
  await page.goto(`/consult/${requestId}`);
  await page.getByRole("navigation", { name: labels.actions }).getByRole("button", { name: labels.complete }).click();
  const dialog = page.getByRole("dialog", { name: labels.complete });
  await expect(dialog).toBeVisible();
  return dialog;
}

const FR_LABELS = { actions: "Actions sur l'avis", complete: "Terminer l'avis" };

test("fr: an expert completes with TE2 at 23 € and a billing number, refused without one; the requester sees the act and who completed it", async ({ browser, baseURL }) => {
  test.slow();
  const requester = await loggedIn(browser, baseURL, FR_REQUESTER, "fr");
  const expert = await loggedIn(browser, baseURL, FR_EXPERT, "fr");
  const expertId = await professionalIdOf(expert);
  // The same patient (her NIR) in two requests: the second one's dialog counts the first act.
  const patient: Patient = { firstName: "Simone", birthName: "Delacroix", birthDate: "1961-04-12", gender: "F", nir: nirFor("2610475056123"), regime: "01" };
  const question = "Polyarthrite des mains depuis trois mois, CRP 24 mg/L, anticorps anti-CCP positifs. Faut-il débuter le méthotrexate avant votre consultation ?";
  const first = await requestTo(requester, expertId, { patient, description: question });
  const second = await requestTo(requester, expertId, { patient, description: "Même patiente : tolérance digestive du méthotrexate à 15 mg, faut-il passer à la forme sous-cutanée ?" });

  // Without a billing number the act is refused with its message, and nothing is completed.
  const own = await graphql<{ viewer: { billingInfos: { id: string; label: string; number: string }[] } }>(expert, `{ viewer { billingInfos { id label number } } }`);
  const number = own.viewer.billingInfos[0];
  if (!number) throw new Error("the seed gives every French doctor a billing number");
  const removed = await graphql<{ deleteBillingInfo: { __typename: string } }>(expert, `mutation($id: ID!) { deleteBillingInfo(billingInfoId: $id) { __typename } }`, { id: number.id });
  expect(removed.deleteBillingInfo.__typename).not.toBe("DomainError");
  let dialog = await openCompletion(expert, first, FR_LABELS);
  await expect(dialog.getByRole("radio", { name: /TE1/ })).toHaveCount(0);
  await dialog.getByRole("radio", { name: /TE2 · 23,00\s€/ }).check({ force: true });
  await expect(dialog.getByText(/Cet acte se facture avec votre numéro de facturation/)).toBeVisible();
  await dialog.getByRole("button", { name: "Terminer l'avis" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choisissez le numéro de facturation avec lequel facturer cet acte.");
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();

  // With the number back (as the settings page adds it), it is preselected and the act is billed.
  const restored = await graphql<{ createBillingInfo: { __typename: string } }>(
    expert,
    `mutation($label: String!, $number: String!) { createBillingInfo(label: $label, number: $number, isDefault: true) { __typename ... on DomainError { code } } }`,
    { label: number.label, number: number.number },
  );
  expect(restored.createBillingInfo.__typename, JSON.stringify(restored)).not.toBe("DomainError");
  dialog = await openCompletion(expert, first, FR_LABELS);
  await dialog.getByRole("radio", { name: /TE2 · 23,00\s€/ }).check({ force: true });
  await expect(dialog.getByRole("radiogroup", { name: "Numéro de facturation" }).getByRole("radio", { checked: true })).toHaveCount(1);
  await expect(dialog).toContainText("Montant : 23,00");
  await dialog.getByRole("button", { name: "Terminer l'avis" }).click();
  await expect(dialog).toBeHidden();

  // The requester reads how the case was closed: the act, who completed it, and their own act.
  await requester.goto(`/request/${first}`);
  await expect(requester.locator(".request-header .badge")).toHaveText("Terminée");
  const outcome = requester.getByRole("region", { name: "Avis rendu" });
  // The expert's act by its code; the requester's own act with its amount (each side sees its amount).
  await expect(outcome.getByRole("definition").filter({ hasText: /^TE2$/ })).toBeVisible();
  await expect(outcome.getByRole("definition").filter({ hasText: "Guillaume Sanchez" })).toBeVisible();
  await expect(outcome).toContainText(/RQD · 10,00\s€/);
  await expectAccessibleScreen(requester, "completed request");

  // The second request for the same patient: the yearly cap (4 a year per patient per doctor) is said before it is reached.
  dialog = await openCompletion(expert, second, FR_LABELS);
  await expect(dialog.getByText("Vous avez déjà facturé 1 télé-expertise pour ce patient cette année. Le plafond est de 4 par an.")).toBeVisible();
  await dialog.getByRole("radio", { name: /TE2 · 23,00\s€/ }).check({ force: true });
  mkdirSync(SHOTS, { recursive: true });
  await expert.setViewportSize({ width: 1280, height: 800 });
  await expert.screenshot({ path: `${SHOTS}/acts-completion-fr-1280.png` });
  await expectAccessibleScreen(expert, "completion dialog");
  await expert.setViewportSize({ width: 390, height: 844 });
  await expert.screenshot({ path: `${SHOTS}/acts-completion-fr-390.png` });
  await expert.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Annuler" }).click();

  // Three more TE2 for her this year (through the API), and the fifth request's dialog says the cap
  // is reached: TE2 can no longer be chosen, and the answer is completed without an act.
  const completeWithTe2 = async (requestId: number) => {
    const answer = await graphql<{ completeConsult: { __typename: string } }>(
      expert,
      `mutation($input: CompleteConsultInput!) { completeConsult(input: $input) { __typename } }`,
      { input: { requestId: Buffer.from(`Request:${requestId}`).toString("base64"), actCode: "TE2", billingNumber: number.number } },
    );
    expect(answer.completeConsult.__typename).toBe("ConsultChanged");
  };
  await completeWithTe2(second);
  for (const follow of ["Contrôle à trois mois sous méthotrexate : ASAT 2 fois la normale, faut-il réduire la dose ?", "Bilan à six mois : rémission clinique, peut-on espacer la surveillance biologique ?"]) {
    await completeWithTe2(await requestTo(requester, expertId, { patient, description: follow }));
  }
  const fifth = await requestTo(requester, expertId, { patient, description: "Projet de grossesse : faut-il arrêter le méthotrexate, et avec quel délai ?" });
  dialog = await openCompletion(expert, fifth, FR_LABELS);
  await expect(dialog.getByText("Vous avez déjà facturé 4 télé-expertises pour ce patient cette année. Le plafond de 4 par an est atteint : terminez l'avis sans acte.")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /TE2 · 23,00\s€/ })).toBeDisabled();
  await dialog.getByRole("radio", { name: /Sans acte/ }).check({ force: true });
  await expert.screenshot({ path: `${SHOTS}/acts-cap-reached-1280.png` });
  await expectAccessibleScreen(expert, "completion dialog, cap reached");
  await expert.setViewportSize({ width: 390, height: 844 });
  await expert.screenshot({ path: `${SHOTS}/acts-cap-reached-390.png` });
  await expert.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole("button", { name: "Terminer l'avis" }).click();
  await expect(dialog).toBeHidden();

  // The requester's RQD has its cap too (4 a year per patient): a new draft for her says it is reached.
  const draft = await requestTo(requester, expertId, { patient, description: "Nouvelle question pour la même patiente.", publish: false });
  await requester.goto(`/request/${draft}`);
  await expect(requester.getByRole("region", { name: "Facturation" })).toContainText(
    "Vous avez déjà facturé 4 actes de requérant pour ce patient cette année. Le plafond de 4 par an est atteint : l'Assurance maladie ne prend plus en charge votre acte pour ce patient cette année.",
  );
  await requester.context().close();
  await expert.context().close();
});

test("de: a German consultant is offered 01671 with its 01672 supplements, not TE2", async ({ browser, baseURL }) => {
  test.slow();
  const requester = await loggedIn(browser, baseURL, DE_REQUESTER, "de");
  const expert = await loggedIn(browser, baseURL, DE_EXPERT, "de");
  const requestId = await requestTo(requester, await professionalIdOf(expert), {
    patient: { firstName: "Heike", birthName: "Schröder", birthDate: "1968-09-30", gender: "F" },
    description: "Seit sechs Wochen juckende, schuppende Plaques an beiden Ellenbogen, keine Besserung unter Hydrocortison-Creme. Bitte um Einschätzung: Psoriasis oder Ekzem?",
  });
  const dialog = await openCompletion(expert, requestId, { actions: "Aktionen zum Konsil", complete: "Konsil abschließen" });
  await expect(dialog.getByRole("radio", { name: /TE2|TE1/ })).toHaveCount(0);
  await dialog.getByRole("radio", { name: /^01671 · \d+,\d\d\s€/ }).check({ force: true });
  for (const count of [1, 2, 3]) await expect(dialog.getByRole("radio", { name: `${count} × 01672` })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "4 × 01672" })).toHaveCount(0);
  // No French billing number is asked of a German consultant.
  await expect(dialog.getByRole("radiogroup", { name: /Abrechnungsnummer/ })).toHaveCount(0);
  await dialog.getByRole("radio", { name: "2 × 01672" }).check({ force: true });
  await expect(dialog.locator(".act-total")).toHaveText(/\d+,\d\d\s€/);
  await expert.setViewportSize({ width: 1280, height: 800 });
  mkdirSync(SHOTS, { recursive: true });
  await expert.screenshot({ path: `${SHOTS}/acts-completion-de-1280.png` });
  await expert.setViewportSize({ width: 390, height: 844 });
  await expert.screenshot({ path: `${SHOTS}/acts-completion-de-390.png` });
  await requester.context().close();
  await expert.context().close();
});

test("be: a Belgian expert is offered no act, and the Belgian patient form asks the NISS, not the NIR", async ({ browser, baseURL }) => {
  test.slow();
  const requester = await loggedIn(browser, baseURL, BE_REQUESTER, "fr-BE");
  const expert = await loggedIn(browser, baseURL, BE_EXPERT, "fr-BE");
  const expertId = await professionalIdOf(expert);
  const requestId = await requestTo(requester, expertId, {
    patient: { firstName: "Martine", birthName: "Lambert", birthDate: "1959-02-21", gender: "F" },
    description: "TSH à 7,8 mUI/L à deux reprises, T4 libre normale, anticorps anti-TPO positifs, patiente asymptomatique. Faut-il traiter par lévothyroxine ?",
  });
  const dialog = await openCompletion(expert, requestId, FR_LABELS);
  await expect(dialog.getByRole("radio")).toHaveCount(1);
  await expect(dialog.getByText("Aucun acte de télé-expertise n'est facturable pour votre profession dans votre pays.")).toBeVisible();
  await expect(dialog.getByText(/TE2|TE1|01671|Numéro de facturation/)).toHaveCount(0);
  await dialog.getByRole("radio", { name: /Sans acte/ }).check({ force: true });
  await dialog.getByRole("button", { name: "Terminer l'avis" }).click();
  await expect(dialog).toBeHidden();
  await expect(expert.locator(".request-header .badge, .consult-header .badge").first()).toHaveText(/Terminée|Terminé/);

  // A new draft to the same expert: the patient step opens by itself, with the Belgian identity.
  const draft = await requestTo(requester, expertId, { description: "Brouillon" });
  await requester.goto(`/request/${draft}`);
  const patientForm = requester.getByRole("dialog", { name: "Nouveau patient" });
  await expect(patientForm.getByLabel("Numéro de registre national (NISS)")).toBeVisible();
  await expect(patientForm.getByText(/Numéro de sécurité sociale|NIR\b|INSEE|Caisse|Régime/)).toHaveCount(0);
  await requester.context().close();
  await expert.context().close();
});
