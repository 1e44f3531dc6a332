import { expect, type Browser, type Page } from "@playwright/test";
import { DE_LOGIN, DEMO_PASSWORD, FR_LOGIN, submitLogin } from "./demo-accounts.ts";

// What journeys set up through the API before they look at a screen: a signed-in page per demo
// professional, and requests written between them (each journey uses professionals no other
// journey logs in as, so the shared seeded database keeps what the others read).

export type JourneyLanguage = "fr" | "fr-BE" | "de";
export type Result = { __typename: string; code?: string };
export type Patient = { firstName: string; birthName: string; birthDate: string; gender: "F" | "M"; nir?: string; regime?: string; caisse?: string; centre?: string; phone?: string };
export type RequestRef = { id: string; databaseId: number };

const LOCALES: Record<JourneyLanguage, string> = { fr: "fr-FR", "fr-BE": "fr-BE", de: "de-DE" };

/** A fresh browser context signed in as the demo professional, downloads allowed. */
export async function loggedIn(browser: Browser, baseURL: string | undefined, email: string, language: JourneyLanguage = "fr"): Promise<Page> {
  // Empty storage: in a file that uses a saved session, new contexts would otherwise start in it.
  const context = await browser.newContext({ baseURL, locale: LOCALES[language], timezoneId: "Europe/Paris", acceptDownloads: true, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto(`/login?lang=${language === "de" ? "de" : "fr"}`);
  await submitLogin(page, email, DEMO_PASSWORD, language === "de" ? DE_LOGIN : FR_LOGIN);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** A GraphQL call in the page's session, with its CSRF token; throws on errors without data. */
export async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const csrf = ((await (await page.request.get("/api/v1/csrf")).json()) as { csrf_token: string }).csrf_token;
  const response = await page.request.post("/graphql", { data: { query, variables }, headers: { "x-csrf-token": csrf } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The signed-in user's own directory entry, the id a request is addressed to. */
export async function professionalIdOf(page: Page): Promise<number> {
  const me = (await (await page.request.get("/api/v1/users/me")).json()) as { professional: { id: number } };
  return me.professional.id;
}

/** A valid NIR: 13 digits and their key (97 minus the number modulo 97). */
export function nirFor(body: string): string {
  return `${body}${String(97n - (BigInt(body) % 97n)).padStart(2, "0")}`;
}

export async function defaultBillingNumber(page: Page): Promise<string | undefined> {
  const numbers = await graphql<{ viewer: { billingInfos: { number: string; isDefault: boolean }[] } }>(page, `{ viewer { billingInfos { number isDefault } } }`);
  return numbers.viewer.billingInfos.find((info) => info.isDefault)?.number;
}

/**
 * A draft from the signed-in requester to the expert (their directory id) or to a group's topic; with a patient, also its question, consent
 * and default billing number, and then sent unless `publish` is false.
 */
export async function requestTo(page: Page, recipient: number | { topicId: number }, options: { patient?: Patient; description: string; publish?: boolean }): Promise<RequestRef> {
  const input = typeof recipient === "number" ? { recipientType: "PROFESSIONAL", recipientProfessionalId: recipient } : { recipientType: "GROUP", recipientTopicId: recipient.topicId };
  const created = await graphql<{ createRequest: Result & { request?: { id: string; databaseId: number; version: number } } }>(
    page,
    `mutation($input: CreateRequestInput!) { createRequest(input: $input) { __typename ... on RequestCreated { request { id databaseId version } } ... on DomainError { code } } }`,
    { input },
  );
  const request = created.createRequest.request;
  if (!request) throw new Error(JSON.stringify(created));
  const ref = { id: request.id, databaseId: request.databaseId };
  if (!options.patient) return ref;
  const patient = await graphql<{ createPatient: Result & { patient?: { id: string } } }>(
    page,
    `mutation($input: PatientInput!) { createPatient(input: $input) { __typename ... on PatientSaved { patient { id } } ... on DomainError { code } } }`,
    { input: { ...options.patient, lastName: options.patient.birthName } },
  );
  const patientId = patient.createPatient.patient?.id;
  if (!patientId) throw new Error(JSON.stringify(patient));
  const billingNumber = await defaultBillingNumber(page);
  const saved = await graphql<{ updateDraft: Result }>(
    page,
    `mutation($input: UpdateDraftInput!) { updateDraft(input: $input) { __typename ... on DomainError { code } } }`,
    { input: { requestId: request.id, version: request.version, patientId, description: options.description, patientConsent: true, ...(billingNumber ? { billingNumber } : {}) } },
  );
  expect(saved.updateDraft.__typename, JSON.stringify(saved)).toBe("DraftSaved");
  if (options.publish === false) return ref;
  const published = await graphql<{ publishRequest: Result }>(
    page,
    `mutation($input: RequestRefInput!) { publishRequest(input: $input) { __typename ... on DomainError { code field } } }`,
    { input: { requestId: request.id } },
  );
  expect(published.publishRequest.__typename, JSON.stringify(published)).toBe("RequestPublished");
  return ref;
}

/** A message sent on the request by the signed-in participant. */
export async function say(page: Page, requestId: string, content: string): Promise<void> {
  const sent = await graphql<{ publishMessage: Result }>(page, `mutation($requestId: ID!, $content: String!) { publishMessage(requestId: $requestId, content: $content) { __typename ... on DomainError { code } } }`, { requestId, content });
  expect(sent.publishMessage.__typename, JSON.stringify(sent)).not.toBe("DomainError");
}

/** The signed-in expert completes the consult with the act, billed with their default number. */
export async function completeWith(expert: Page, requestId: string, actCode: string): Promise<void> {
  const billingNumber = await defaultBillingNumber(expert);
  const completed = await graphql<{ completeConsult: Result }>(expert, `mutation($input: CompleteConsultInput!) { completeConsult(input: $input) { __typename ... on DomainError { code field } } }`, {
    input: { requestId, actCode, ...(billingNumber ? { billingNumber } : {}) },
  });
  expect(completed.completeConsult.__typename, JSON.stringify(completed)).toBe("ConsultChanged");
}

export type GroupTopic = { databaseId: number; label: string; meetingAssignmentMode: string; nextMeetingScheduledAt: string | null };

/** A topic of a group found by the recipient search, as the new-request screen finds it. */
export async function groupTopic(page: Page, groupName: string, topicLabel: string): Promise<GroupTopic> {
  const found = await graphql<{ recipientSearch: { groups: { id: string; name: string }[] } }>(page, `query($q: String!) { recipientSearch(query: $q) { groups { id name } } }`, { q: groupName });
  const groupId = found.recipientSearch.groups.find((group) => group.name === groupName)?.id;
  if (!groupId) throw new Error(`${groupName}: ${JSON.stringify(found)}`);
  const group = await graphql<{ node: { topics: GroupTopic[] } }>(
    page,
    `query($id: ID!) { node(id: $id) { ... on Group { topics { databaseId label meetingAssignmentMode nextMeetingScheduledAt } } } }`,
    { id: groupId },
  );
  const topic = group.node.topics.find((candidate) => candidate.label === topicLabel);
  if (!topic) throw new Error(`${groupName} has no topic ${topicLabel}: ${JSON.stringify(group)}`);
  return topic;
}
