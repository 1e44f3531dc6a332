import type { z } from "zod";
import { demoRequest, type DemoRequest } from "../../domain/requests/demo.ts";
import { defineRoute } from "../route.ts";
import { requestDetailShape } from "./request-shape.ts";

type Person = { id: number; firstName: string; lastName: string };
const person = (p: Person) => ({ id: p.id, first_name: p.firstName, last_name: p.lastName });

function toDemoBody(demo: DemoRequest): z.infer<typeof requestDetailShape> {
  return {
    id: demo.id,
    status: "published",
    consult_status: "completed",
    act_code: demo.actCode === "NONE" ? "none" : demo.actCode,
    self_side: "recipient",
    unread: false,
    patient: {
      id: demo.patient.id,
      first_name: demo.patient.firstName,
      last_name: demo.patient.lastName,
      birth_name: demo.patient.birthName,
      birth_date: demo.patient.birthDate.toISOString().slice(0, 10),
      gender: demo.patient.gender,
    },
    description: demo.description,
    form_text: null,
    eligibility: null,
    billing_number: null,
    consult_meeting_id: null,
    author: person(demo.author),
    recipient_type: "professional",
    recipient_professional: { ...person(demo.recipientProfessional), specialty: demo.recipientProfessional.specialty.label },
    recipient_group: null,
    recipient_topic: null,
    created_at: demo.createdAt.toISOString(),
    published_at: demo.publishedAt.toISOString(),
    updated_at: demo.lastActivityDate.toISOString(),
    last_activity_date: demo.lastActivityDate.toISOString(),
    // The demo consult is no row either: its id is the demo's negative one.
    consult: {
      id: demo.id,
      status: "completed",
      act_code: demo.actCode === "NONE" ? "none" : demo.actCode,
      completed_at: demo.lastActivityDate.toISOString(),
      completed_by: person(demo.recipientProfessional),
    },
    files: [],
    messages: demo.messages.map((m) => ({
      id: m.id,
      author: person(m.author),
      content: m.content,
      status: "published",
      published_at: m.publishedAt.toISOString(),
      created_at: m.publishedAt.toISOString(),
      updated_at: m.publishedAt.toISOString(),
    })),
  };
}

/** Registered before /requests/{id}, which would otherwise read "demo" as an id. */
export const requestDemoRoutes = [
  defineRoute({
    method: "GET",
    path: "/requests/demo",
    operationId: "getDemoRequest",
    tag: "requests",
    summary: "A fixed, fictional completed consult in the caller's language, shaped like GET /requests/{id}, for onboarding. Ids are negative: it is no row.",
    auth: "validated",
    response: requestDetailShape,
    // The account's language (the one its demo data is in), not the browser's.
    handler: async (context) => ({ body: toDemoBody(demoRequest(context.viewer?.locale ?? context.locale, context.now())) }),
  }),
];
