import { expect } from "vitest";
import type { Db } from "../db/client.ts";
import type { FixtureUser } from "./fixtures.ts";
import type { TestClient } from "./test-client.ts";

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

/**
 * `author` sends `recipient` a complete request through the API (a patient with a valid NIR, the
 * consent, then publishRequest), so that everything publication triggers runs; answers its id.
 */
export async function publishedRequest(db: Db, client: TestClient, author: FixtureUser, recipient: FixtureUser): Promise<number> {
  const request = await db.request.create({
    data: {
      authorId: author.id,
      recipientType: "PROFESSIONAL",
      recipientProfessionalId: recipient.professionalId,
      description: "Souffle systolique à l'auscultation",
      participants: { create: { userId: author.id, professionalId: author.professionalId, side: "SENDER" } },
    },
  });
  const nir = "2560375056123";
  const patient = await db.patient.create({
    data: { createdById: author.id, firstName: "Jeanne", lastName: "Martin", birthName: "Durand", gender: "F", birthDate: new Date("1956-03-14"), nir: `${nir}${String(97n - (BigInt(nir) % 97n)).padStart(2, "0")}`, regime: "01" },
  });
  const saved = await client.graphql<{ updateDraft: { version: number } }>(`mutation($input: UpdateDraftInput!) { updateDraft(input: $input) { ... on DraftSaved { version } } }`, {
    input: { requestId: gid("Request", request.id), patientId: gid("Patient", patient.id), patientConsent: true },
  });
  const published = await client.graphql<{ publishRequest: { __typename: string } }>(`mutation($input: RequestRefInput!) { publishRequest(input: $input) { __typename } }`, {
    input: { requestId: gid("Request", request.id), version: saved.data?.updateDraft.version },
  });
  expect(published.data?.publishRequest.__typename).toBe("RequestPublished");
  return request.id;
}
