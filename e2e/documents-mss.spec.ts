import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessibleScreen } from "./axe.ts";
import { DEMO_PASSWORD, FR_LOGIN, submitLogin } from "./demo-accounts.ts";

// Issue 22 item 2, spec 2 §7 report_transfer, §8 "MSS address error": the expert sends the
// consult report by secure messaging (MSSanté). The requester's address (set in their settings)
// is prefilled; a consumer address is refused first with 'Email invalide'; an MSSanté one goes
// through the test relay e2e/serve.ts starts (MSS_SMTP_URL), and the transfer shows "sent" on
// both sides. Its own request between two demo doctors no other journey logs in as.

const REQUESTER = "sophie.masson.25@demo.consilium.test";
const EXPERT = "vincent.gauthier.53@demo.consilium.test";
const REQUESTER_MSS = "sophie.masson@medecin.mssante.fr";
const SHOTS = "/work/shots";

type Result = { __typename: string; code?: string };

async function loggedIn(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "fr-FR", timezoneId: "Europe/Paris" });
  const page = await context.newPage();
  await page.goto("/login?lang=fr");
  await submitLogin(page, email, DEMO_PASSWORD, FR_LOGIN);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const csrf = ((await (await page.request.get("/api/v1/csrf")).json()) as { csrf_token: string }).csrf_token;
  const response = await page.request.post("/graphql", { data: { query, variables }, headers: { "x-csrf-token": csrf } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function defaultBillingNumber(page: Page): Promise<string | undefined> {
  const numbers = await graphql<{ viewer: { billingInfos: { number: string; isDefault: boolean }[] } }>(page, `{ viewer { billingInfos { number isDefault } } }`);
  return numbers.viewer.billingInfos.find((info) => info.isDefault)?.number;
}

/** A request from the requester to the expert, sent, answered and completed with TE2 through the API. */
async function completedRequest(requester: Page, expert: Page): Promise<{ id: string; databaseId: number }> {
  const me = (await (await expert.request.get("/api/v1/users/me")).json()) as { professional: { id: number } };
  const created = await graphql<{ createRequest: Result & { request?: { id: string; databaseId: number; version: number } } }>(
    requester,
    `mutation($input: CreateRequestInput!) { createRequest(input: $input) { __typename ... on RequestCreated { request { id databaseId version } } ... on DomainError { code } } }`,
    { input: { recipientType: "PROFESSIONAL", recipientProfessionalId: me.professional.id } },
  );
  const request = created.createRequest.request;
  if (!request) throw new Error(JSON.stringify(created));
  const saved = await graphql<{ createPatient: Result & { patient?: { id: string } } }>(
    requester,
    `mutation($input: PatientInput!) { createPatient(input: $input) { __typename ... on PatientSaved { patient { id } } ... on DomainError { code } } }`,
    { input: { firstName: "Maëlle", birthName: "Quéré", lastName: "Quéré", birthDate: "1984-09-02", gender: "F", nir: "284097505612354", regime: "01", caisse: "751", centre: "0001" } },
  );
  const patientId = saved.createPatient.patient?.id;
  if (!patientId) throw new Error(JSON.stringify(saved));
  const billingNumber = await defaultBillingNumber(requester);
  const updated = await graphql<{ updateDraft: Result }>(
    requester,
    `mutation($input: UpdateDraftInput!) { updateDraft(input: $input) { __typename ... on DomainError { code } } }`,
    { input: { requestId: request.id, version: request.version, patientId, description: "Eczéma chronique des mains résistant aux dermocorticoïdes : quel traitement de seconde ligne ?", patientConsent: true, ...(billingNumber ? { billingNumber } : {}) } },
  );
  expect(updated.updateDraft.__typename, JSON.stringify(updated)).toBe("DraftSaved");
  const published = await graphql<{ publishRequest: Result }>(requester, `mutation($input: RequestRefInput!) { publishRequest(input: $input) { __typename ... on DomainError { code field } } }`, { input: { requestId: request.id } });
  expect(published.publishRequest.__typename, JSON.stringify(published)).toBe("RequestPublished");
  const answered = await graphql<{ publishMessage: Result }>(expert, `mutation($requestId: ID!, $content: String!) { publishMessage(requestId: $requestId, content: $content) { __typename ... on DomainError { code } } }`, {
    requestId: request.id,
    content: "Alitrétinoïne 30 mg par jour pendant 12 semaines, contraception obligatoire.",
  });
  expect(answered.publishMessage.__typename, JSON.stringify(answered)).not.toBe("DomainError");
  const expertNumber = await defaultBillingNumber(expert);
  const completed = await graphql<{ completeConsult: Result }>(expert, `mutation($input: CompleteConsultInput!) { completeConsult(input: $input) { __typename ... on DomainError { code field } } }`, {
    input: { requestId: request.id, actCode: "TE2", ...(expertNumber ? { billingNumber: expertNumber } : {}) },
  });
  expect(completed.completeConsult.__typename, JSON.stringify(completed)).toBe("ConsultChanged");
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
