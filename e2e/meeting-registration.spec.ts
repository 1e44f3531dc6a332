import { expect, test, type Page } from "@playwright/test";
import { GERIATRICS_ADMIN, savedSessionPage } from "./demo-accounts.ts";
import { snap } from "./snap.ts";

// Issue 23 item 2 (spec 2 §4): a request to a meeting topic in automatic mode is registered to
// the topic's next meeting when sent, and the automatic-assignment dialog says so; the request
// page shows the meeting, and "change meeting" opens the meeting picker. The seed's meeting
// topics are all automatic (prisma/seed/groups.ts) with upcoming meetings; the journey writes its
// own draft, as the Gériatrie administrator (a member, so the group's topic takes the request).

const GERIATRICS = "Gériatrie Centre-Val de Loire";
const MEETING_TOPIC = "Staff EHPAD";

/** A valid NIR: 13 digits and their key (97 minus the number modulo 97). */
function nirFor(body: string): string {
  return `${body}${String(97n - (BigInt(body) % 97n)).padStart(2, "0")}`;
}

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const csrf = ((await (await page.request.get("/api/v1/csrf")).json()) as { csrf_token: string }).csrf_token;
  const response = await page.request.post("/graphql", { data: { query, variables }, headers: { "x-csrf-token": csrf } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A draft to the group's meeting topic, with its patient, question and consent, ready to send. */
async function meetingDraft(page: Page): Promise<number> {
  const found = await graphql<{ recipientSearch: { groups: { id: string; name: string }[] } }>(page, `query($q: String!) { recipientSearch(query: $q) { groups { id name } } }`, { q: "Gériatrie" });
  const groupId = found.recipientSearch.groups.find((group) => group.name === GERIATRICS)?.id;
  if (!groupId) throw new Error(JSON.stringify(found));
  const group = await graphql<{ node: { topics: { databaseId: number; label: string; meetingAssignmentMode: string } [] } }>(
    page,
    `query($id: ID!) { node(id: $id) { ... on Group { topics { databaseId label meetingAssignmentMode } } } }`,
    { id: groupId },
  );
  const topic = group.node.topics.find((candidate) => candidate.label === MEETING_TOPIC);
  expect(topic?.meetingAssignmentMode).toBe("AUTOMATIC");
  type Result = { __typename: string; code?: string };
  const created = await graphql<{ createRequest: Result & { request?: { id: string; databaseId: number; version: number } } }>(
    page,
    `mutation($input: CreateRequestInput!) { createRequest(input: $input) { __typename ... on RequestCreated { request { id databaseId version } } ... on DomainError { code } } }`,
    { input: { recipientType: "GROUP", recipientTopicId: topic?.databaseId } },
  );
  const request = created.createRequest.request;
  if (!request) throw new Error(JSON.stringify(created));
  const patient = await graphql<{ createPatient: Result & { patient?: { id: string } } }>(
    page,
    `mutation($input: PatientInput!) { createPatient(input: $input) { __typename ... on PatientSaved { patient { id } } ... on DomainError { code } } }`,
    { input: { firstName: "Odette", birthName: "Lemoine", lastName: "Lemoine", birthDate: "1938-05-02", gender: "F", nir: nirFor("2380537261045"), regime: "01", caisse: "371", phone: "06 12 34 56 78" } },
  );
  const patientId = patient.createPatient.patient?.id;
  if (!patientId) throw new Error(JSON.stringify(patient));
  const saved = await graphql<{ updateDraft: Result }>(
    page,
    `mutation($input: UpdateDraftInput!) { updateDraft(input: $input) { __typename ... on DomainError { code } } }`,
    { input: { requestId: request.id, version: request.version, patientId, description: "Chutes répétées en EHPAD, discussion de l'adaptation du traitement au staff.", patientConsent: true } },
  );
  expect(saved.updateDraft.__typename, JSON.stringify(saved)).toBe("DraftSaved");
  return request.databaseId;
}

test("sending to an automatic meeting topic registers the next meeting and explains it; the request page shows the meeting", async ({ browser, baseURL }) => {
  // Three screenshots at two widths with their axe checks.
  test.setTimeout(150_000);
  const page = await savedSessionPage(browser, baseURL, GERIATRICS_ADMIN);
  const requestId = await meetingDraft(page);
  await page.goto(`/request/${requestId}`);
  await page.getByRole("button", { name: "Envoyer la demande" }).click();

  const dialog = page.getByRole("dialog", { name: "Réunion attribuée automatiquement" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("inscrite automatiquement à la prochaine réunion");
  await snap(page, "meeting-automatic-dialog");
  await dialog.getByRole("button", { name: "J'ai compris" }).click();
  await expect(dialog).toBeHidden();

  const aside = page.getByRole("region", { name: "Réunion" });
  await expect(aside).toBeVisible();
  await expect(aside.getByText("Visioconférence", { exact: true })).toBeVisible();
  await expect(aside).not.toContainText("n'est inscrite à aucune réunion");
  await snap(page, "meeting-request-aside");

  // The group's administrator may move it: the meeting picker lists the topic's upcoming meetings.
  await aside.getByRole("button", { name: "Changer de réunion" }).click();
  const picker = page.getByRole("dialog", { name: "Changer de réunion" });
  await expect(picker.getByRole("radiogroup", { name: "Réunions à venir" })).toBeVisible();
  await expect(picker.getByRole("radio")).not.toHaveCount(0);
  await snap(page, "meeting-picker");
  await picker.getByRole("button", { name: "Annuler" }).click();
  await page.context().close();
});
