import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { graphql, loggedIn, nirFor, requestTo } from "./journey-api.ts";
import { pdfText } from "../api/src/testing/pdf-text.ts";

// Issue 22 items 3 and 5: a French cardiologist who can prescribe (prisma/seed/directory.ts:
// every profession but physiotherapists) writes a two-section prescription on a request she
// received and attaches it; its author, a French GP, sees the file arrive on her open page
// without a reload. The request is written through the API by these two ordinary demo
// professionals, whom no other journey logs in as: nothing another journey reads changes.

const REQUESTER = "lea.laurent.37@demo.consilium.test";
const EXPERT = "celine.muller.35@demo.consilium.test";
const SHOTS = "/work/shots";

test("a French expert writes a two-section prescription and attaches it; the requester sees it arrive without a reload", async ({ browser, baseURL }) => {
  test.slow();
  const requester = await loggedIn(browser, baseURL, REQUESTER);
  const expert = await loggedIn(browser, baseURL, EXPERT);
  const me = (await (await expert.request.get("/api/v1/users/me")).json()) as { professional: { id: number } };
  const { databaseId: requestId } = await requestTo(requester, me.professional.id, {
    patient: { firstName: "Gisèle", birthName: "Perrot", birthDate: "1949-09-02", gender: "F", nir: nirFor("2490937261123"), regime: "01" },
    description: "Fibrillation atriale paroxystique découverte au Holter chez une patiente de 77 ans, CHA2DS2-VASc à 4. Quelle anticoagulation proposez-vous ?",
  });

  // The requester keeps her page open; as an author without personal templates she has no templates button (spec 2 §6).
  await requester.goto(`/request/${requestId}`);
  const attachments = requester.getByRole("region", { name: /Pièces jointes/ });
  await expect(attachments).toContainText("Aucune pièce jointe.");
  await expect(requester.getByRole("button", { name: "Envoyer" })).toBeVisible();
  await expect(requester.getByRole("button", { name: "Utiliser un modèle" })).toHaveCount(0);

  // The expert has the templates button (recipient side) and the prescription button among her actions.
  await expert.goto(`/consult/${requestId}`);
  await expect(expert.getByRole("button", { name: "Utiliser un modèle" })).toBeVisible();
  await expert.getByRole("navigation", { name: "Actions sur l'avis" }).getByRole("button", { name: "Ordonnance" }).click();
  const dialog = expert.getByRole("dialog", { name: "Rédiger une ordonnance" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Ordonnance bizone (affection de longue durée)" })).toBeChecked();

  // Spec 2 §5: the text is required; the form's yes/no boxes too.
  await dialog.getByRole("button", { name: "Joindre à la demande" }).click();
  await expect(dialog.getByText("Le texte de l'ordonnance est obligatoire.")).toBeVisible();
  // The radios are react-aria's: the visible label takes the click.
  await dialog.getByText("Ordonnance d'exception (cerfa 12708*02)").click();
  await expect(dialog.getByRole("radio", { name: "Ordonnance d'exception (cerfa 12708*02)" })).toBeChecked();
  await dialog.getByRole("textbox", { name: "Médicament, produit ou prestation d'exception, posologie et durée" }).fill("Évolocumab 140 mg, 1 injection toutes les 2 semaines");
  await dialog.getByRole("textbox", { name: "Date de l'accident du travail" }).fill("31022026");
  await dialog.getByRole("button", { name: "Joindre à la demande" }).click();
  await expect(dialog.getByText("Ce champ est obligatoire.")).toHaveCount(2);
  await expect(dialog.getByText("Date invalide : saisissez-la au format JJMMAAAA (8 chiffres).")).toBeVisible();

  // The two-section prescription: the long-term condition's treatment above, the rest below.
  await dialog.getByText("Ordonnance bizone (affection de longue durée)").click();
  await dialog.getByRole("textbox", { name: "Prescriptions relatives au traitement de l'affection de longue durée" }).fill("Apixaban 5 mg : 1 comprimé matin et soir, en continu.\nBisoprolol 2,5 mg : 1 comprimé le matin.");
  await dialog.getByRole("textbox", { name: "Prescriptions sans rapport avec l'affection de longue durée" }).fill("Paracétamol 1 g : 1 comprimé jusqu'à 3 fois par jour si douleur.");
  await expect(dialog.getByText("Le texte de l'ordonnance est obligatoire.")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Joindre à la demande" })).toBeEnabled();

  mkdirSync(SHOTS, { recursive: true });
  await expert.screenshot({ path: `${SHOTS}/prescription-modal-1280.png` });
  await expectAccessibleScreen(expert, "prescription modal");
  await expert.setViewportSize({ width: 390, height: 844 });
  await expert.screenshot({ path: `${SHOTS}/prescription-modal-390.png` });
  await expert.setViewportSize({ width: 1280, height: 800 });

  // The preview downloads the PDF the server draws.
  const [download] = await Promise.all([expert.waitForEvent("download"), dialog.getByRole("button", { name: "Télécharger l'aperçu" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ordonnance-bizone-\d{4}-\d{2}-\d{2}\.pdf$/);
  const previewPath = await download.path();
  const { readFileSync } = await import("node:fs");
  const preview = await pdfText(new Uint8Array(readFileSync(previewPath)));
  expect(preview).toContain("Prescriptions relatives au traitement de l'affection de longue durée");
  expect(preview).toContain("Apixaban 5 mg");
  expect(preview).toContain("Gisèle PERROT");
  expect(preview).toContain("N° de sécurité sociale : 2 49 09 37 261 123");

  await dialog.getByRole("button", { name: "Joindre à la demande" }).click();
  await expect(dialog).toBeHidden();
  await expect(expert.getByRole("region", { name: /Pièces jointes/ }).getByRole("button", { name: /^ordonnance-bizone-.*\.pdf$/ })).toBeVisible();

  // The requester's page, never reloaded, shows the file (the request's files event), and it opens in the viewer.
  const arrived = attachments.getByRole("button", { name: /^ordonnance-bizone-.*\.pdf$/ });
  await expect(arrived).toBeVisible({ timeout: 25_000 });
  const files = await graphql<{ node: { files: { name: string; url: string }[] } }>(requester, `query($id: ID!) { node(id: $id) { ... on Request { files { name url } } } }`, {
    id: Buffer.from(`Request:${requestId}`).toString("base64"),
  });
  const file = files.node.files.find((row) => row.name.startsWith("ordonnance-bizone-"));
  if (!file) throw new Error("no prescription among the request's files");
  const attached = await pdfText(new Uint8Array(await (await requester.request.get(file.url)).body()));
  expect(attached).toContain("Prescriptions SANS RAPPORT avec l'affection de longue durée");
  expect(attached).toContain("Paracétamol 1 g");
  expect(attached).toMatch(/N° AM \d{9}/);
  await arrived.click();
  await expect(requester.getByRole("dialog", { name: file.name }).getByRole("img", { name: `Page 1 de ${file.name}` })).toBeVisible();
  await requester.screenshot({ path: `${SHOTS}/prescription-requester-viewer-1280.png` });

  await requester.context().close();
  await expert.context().close();
});
