import { mkdirSync, readFileSync } from "node:fs";
import { strFromU8, unzipSync } from "fflate";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { graphql, loggedIn, nirFor, professionalIdOf, requestTo, say, type Result } from "./journey-api.ts";
import { pdfText } from "../api/src/testing/pdf-text.ts";

// Issue 22 item 1: the expert completes a consult, both sides open the report, and its PDF and
// DOCX hold the patient, the question, the conclusion and the act; a German consultant's report
// is in German. Each journey writes its own requests through the API between demo professionals
// no other journey logs in as (prisma/seed/users.ts): a French GP asks a French dermatologist,
// a German GP a German colleague.

const FR_REQUESTER = "hugo.fontaine.23@demo.consilium.test";
const FR_EXPERT = "maxime.gerard.26@demo.consilium.test";
const DE_REQUESTER = "martin.hoffmann.189@demo.consilium.test";
const DE_EXPERT = "miriam.lange.190@demo.consilium.test";

const SHOTS = "/work/shots";



const docxWords = (bytes: Uint8Array) => [...strFromU8(unzipSync(bytes)["word/document.xml"] ?? new Uint8Array()).matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join("").replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The file a link of the modal downloads, with its suggested name. */
async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Uint8Array }> {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("fr: the expert completes, both sides open the report, the PDF and the DOCX hold the patient, the question, the conclusion and the act", async ({ browser, baseURL }) => {
  test.slow();
  const requester = await loggedIn(browser, baseURL, FR_REQUESTER, "fr");
  const expert = await loggedIn(browser, baseURL, FR_EXPERT, "fr");
  const question = "Lésion pigmentée du dos, asymétrique, évolutive depuis trois mois : exérèse ou surveillance ?";
  const conclusion = "Aspect dermoscopique de nævus bénin : surveillance photographique à six mois, pas d'exérèse.";
  const request = await requestTo(requester, await professionalIdOf(expert), { patient: { firstName: "Éloïse", birthName: "Lefèbvre", birthDate: "1979-06-21", gender: "F", nir: nirFor("2790675056123"), regime: "01" }, description: question });
  await say(requester, request.id, "Photo dermoscopique jointe au dossier.");
  await say(expert, request.id, conclusion);

  // No report while the consult is open: the button is not there yet.
  await expert.goto(`/consult/${request.databaseId}`);
  await expect(expert.getByRole("button", { name: "Compte rendu de l'avis" })).toHaveCount(0);

  // The expert completes with TE2 (the seed gives every French doctor a default billing number).
  await expert.getByRole("navigation", { name: "Actions sur l'avis" }).getByRole("button", { name: "Terminer l'avis" }).click();
  const completion = expert.getByRole("dialog", { name: "Terminer l'avis" });
  await completion.getByRole("radio", { name: /TE2 · 23,00\s€/ }).check({ force: true });
  await expect(completion.getByRole("radiogroup", { name: "Numéro de facturation" }).getByRole("radio", { checked: true })).toHaveCount(1);
  await completion.getByRole("button", { name: "Terminer l'avis" }).click();
  await expect(completion).toBeHidden();

  // The expert's side: the report button beside the outcome, its modal with the two downloads.
  const outcome = expert.getByRole("region", { name: "Avis rendu" });
  await outcome.getByRole("button", { name: "Compte rendu de l'avis" }).click();
  const modal = expert.getByRole("dialog", { name: "Compte rendu de l'avis" });
  await expect(modal.getByRole("link", { name: "Télécharger le PDF" })).toBeVisible();
  await expect(modal).toContainText("Rédigé en français, la langue de la demande.");
  await shoot(expert, "report-modal-fr");
  await expectAccessibleScreen(expert, "report modal");

  const pdf = await download(expert, modal.getByRole("link", { name: "Télécharger le PDF" }));
  expect(pdf.name).toMatch(new RegExp(`^compte-rendu-${request.databaseId}-\\d{4}-\\d\\d-\\d\\d\\.pdf$`));
  const text = await pdfText(pdf.bytes);
  for (const expected of ["Compte rendu de télé-expertise", "Lefèbvre", "Éloïse", question, "Photo dermoscopique jointe au dossier.", "TE2", "23,00 €", "RPPS"]) expect(text).toContain(expected);
  expect(text.slice(text.indexOf("Conclusion"))).toContain(conclusion);

  const docx = await download(expert, modal.getByRole("link", { name: "Télécharger le document Word" }));
  expect(docx.name).toMatch(/^compte-rendu-\d+-\d{4}-\d\d-\d\d\.docx$/);
  const words = docxWords(docx.bytes);
  for (const expected of ["Compte rendu de télé-expertise", "Lefèbvre", question, conclusion, "TE2"]) expect(words).toContain(expected);
  await modal.getByRole("button", { name: "Fermer" }).click();
  await expect(modal).toBeHidden();

  // Spec 2 §7 transfer with_report: the completed consult's report goes with a new draft, as a file.
  await expert.getByRole("navigation", { name: "Actions sur l'avis" }).getByRole("button", { name: "Transférer" }).click();
  const transfer = expert.getByRole("dialog", { name: "Transférer la demande" });
  await transfer.getByText("Avec le contenu (description ou formulaire, patient, pièces jointes)").click();
  await expect(transfer.getByRole("button", { name: "Transférer" })).toBeDisabled();
  await transfer.getByText("Avec le compte rendu de l'avis (PDF joint au brouillon)").click();
  await transfer.getByRole("button", { name: "Transférer" }).click();
  await expect(expert).not.toHaveURL(new RegExp(`/${request.databaseId}$`));
  await expect(expert.getByRole("region", { name: /Pièces jointes/ })).toContainText(new RegExp(`compte-rendu-${request.databaseId}-\\d{4}-\\d\\d-\\d\\d\\.pdf`));

  // The requester's side has the same button and the same report.
  await requester.goto(`/request/${request.databaseId}`);
  await requester.getByRole("region", { name: "Avis rendu" }).getByRole("button", { name: "Compte rendu de l'avis" }).click();
  const requesterModal = requester.getByRole("dialog", { name: "Compte rendu de l'avis" });
  const requesterPdf = await download(requester, requesterModal.getByRole("link", { name: "Télécharger le PDF" }));
  expect(await pdfText(requesterPdf.bytes)).toContain(conclusion);
  await requester.context().close();
  await expert.context().close();
});

test("de: a German consultant's report is in German, with 01671 and the LANR", async ({ browser, baseURL }) => {
  test.slow();
  const requester = await loggedIn(browser, baseURL, DE_REQUESTER, "de");
  const expert = await loggedIn(browser, baseURL, DE_EXPERT, "de");
  const question = "Seit zwei Wochen Belastungsdyspnoe und Palpitationen, EKG anbei: Bitte um Einschätzung.";
  const conclusion = "Verdacht auf paroxysmales Vorhofflimmern: Langzeit-EKG und Echokardiographie empfohlen.";
  const request = await requestTo(requester, await professionalIdOf(expert), { patient: { firstName: "Jürgen", birthName: "Weiß", birthDate: "1957-02-11", gender: "M" }, description: question });
  await say(expert, request.id, conclusion);
  const completed = await graphql<{ completeConsult: Result }>(expert, `mutation($input: CompleteConsultInput!) { completeConsult(input: $input) { __typename ... on DomainError { code } } }`, {
    input: { requestId: request.id, actCode: "EBM_01671" },
  });
  expect(completed.completeConsult.__typename, JSON.stringify(completed)).toBe("ConsultChanged");

  await expert.goto(`/consult/${request.databaseId}`);
  await expert.getByRole("button", { name: "Konsiliarbericht" }).click();
  const modal = expert.getByRole("dialog", { name: "Konsiliarbericht" });
  await expect(modal).toContainText("Verfasst auf Deutsch, der Sprache der Anfrage.");
  await shoot(expert, "report-modal-de");
  const pdf = await download(expert, modal.getByRole("link", { name: "PDF herunterladen" }));
  expect(pdf.name).toMatch(/^konsiliarbericht-\d+-\d{4}-\d\d-\d\d\.pdf$/);
  const text = await pdfText(pdf.bytes);
  for (const expected of ["Konsiliarbericht", "Fragestellung", "Beurteilung", "Weiß", "Jürgen", question, conclusion, "01671", "LANR"]) expect(text).toContain(expected);
  expect(text).not.toContain("Compte rendu");
  const words = docxWords((await download(expert, modal.getByRole("link", { name: "Word-Dokument herunterladen" }))).bytes);
  for (const expected of ["Konsiliarbericht", "Beurteilung", conclusion]) expect(words).toContain(expected);
  await requester.context().close();
  await expert.context().close();
});
