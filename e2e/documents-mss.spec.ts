import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { completeWith, graphql, loggedIn, professionalIdOf, requestTo, say, type RequestRef, type Result } from "./journey-api.ts";

// Issue 22 item 2, spec 2 §7 report_transfer, §8 "MSS address error": the expert sends the
// consult report by secure messaging (MSSanté). The requester's address (set in their settings)
// is prefilled; a consumer address is refused first with 'Email invalide'; an MSSanté one goes
// through the test relay e2e/serve.ts starts (MSS_SMTP_URL), and the transfer shows "sent" on
// both sides. Its own request between two demo doctors no other journey logs in as.

const REQUESTER = "sophie.masson.25@demo.consilium.test";
const EXPERT = "vincent.gauthier.53@demo.consilium.test";
const REQUESTER_MSS = "sophie.masson@medecin.mssante.fr";
const SHOTS = "/work/shots";

/** A request from the requester to the expert, sent, answered and completed with TE2 through the API. */
async function completedRequest(requester: Page, expert: Page): Promise<RequestRef> {
  const request = await requestTo(requester, await professionalIdOf(expert), {
    patient: { firstName: "Maëlle", birthName: "Quéré", birthDate: "1984-09-02", gender: "F", nir: "284097505612354", regime: "01", caisse: "751", centre: "0001" },
    description: "Eczéma chronique des mains résistant aux dermocorticoïdes : quel traitement de seconde ligne ?",
  });
  await say(expert, request.id, "Alitrétinoïne 30 mg par jour pendant 12 semaines, contraception obligatoire.");
  await completeWith(expert, request.id, "TE2");
  return request;
}

test("the expert sends the report to an MSSanté address; a consumer address is refused first with 'Email invalide'", async ({ browser, baseURL }) => {
  test.slow();
  const requester = await loggedIn(browser, baseURL, REQUESTER);
  const expert = await loggedIn(browser, baseURL, EXPERT);
  // The requester's MSSanté address, from their settings: the expert's form starts with it.
  const saved = await graphql<{ updateMssAddress: Result }>(requester, `mutation($a: String) { updateMssAddress(mssAddress: $a) { __typename ... on DomainError { code } } }`, { a: REQUESTER_MSS });
  expect(saved.updateMssAddress.__typename, JSON.stringify(saved)).toBe("MssAddressSaved");
  const request = await completedRequest(requester, expert);

  await expert.goto(`/consult/${request.databaseId}`);
  await expert.getByRole("region", { name: "Avis rendu" }).getByRole("button", { name: "Compte rendu" }).click();
  const modal = expert.getByRole("dialog", { name: "Compte rendu de l'avis" });
  const section = modal.getByRole("region", { name: "Envoyer par messagerie sécurisée (MSSanté)" });
  const field = section.getByRole("textbox", { name: "Adresse MSSanté du destinataire" });
  await expect(field).toHaveValue(REQUESTER_MSS);

  // A consumer address: 'Email invalide', nothing sent (no transfer listed).
  await field.fill("sophie.masson@gmail.com");
  await section.getByRole("button", { name: "Envoyer le compte rendu" }).click();
  await expect(section.getByText(/^Email invalide/)).toBeVisible();
  await expect(section.getByRole("list")).toHaveCount(0);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await modal.scrollIntoViewIfNeeded();
  mkdirSync(SHOTS, { recursive: true });
  await expert.screenshot({ path: `${SHOTS}/report-mss-invalid-1280.png` });
  await expert.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await expert.screenshot({ path: `${SHOTS}/report-mss-invalid-390.png` });
  await expert.setViewportSize({ width: 1280, height: 800 });

  // The requester's MSSanté address again: sent through the relay, listed as sent.
  await field.fill(REQUESTER_MSS);
  await section.getByRole("button", { name: "Envoyer le compte rendu" }).click();
  await expect(section.getByRole("alert")).toHaveText(`Compte rendu envoyé à ${REQUESTER_MSS}.`);
  const sent = section.getByRole("listitem").filter({ hasText: REQUESTER_MSS });
  await expect(sent).toContainText("Envoyé le");
  await expectAccessibleScreen(expert, "report modal, MSSanté section");
  await expert.screenshot({ path: `${SHOTS}/report-mss-sent-1280.png` });
  await expert.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await expert.screenshot({ path: `${SHOTS}/report-mss-sent-390.png` });
  await expectAccessibleScreen(expert, "report modal, MSSanté section (phone)");
  await expert.setViewportSize({ width: 1280, height: 800 });

  // The requester sees the transfer on their side (integrated_report: api/src/rest/documents/report-transfer.int.test.ts).
  await requester.goto(`/request/${request.databaseId}`);
  await requester.getByRole("region", { name: "Avis rendu" }).getByRole("button", { name: "Compte rendu" }).click();
  const requesterSection = requester.getByRole("dialog", { name: "Compte rendu de l'avis" }).getByRole("region", { name: "Envoyer par messagerie sécurisée (MSSanté)" });
  await expect(requesterSection.getByRole("listitem").filter({ hasText: REQUESTER_MSS })).toContainText("Envoyé le");
  await requester.context().close();
  await expert.context().close();
});
