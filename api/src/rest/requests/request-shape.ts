import { z } from "zod";
import { restActCodeSchema, toRestActCode } from "../billing/act-codes.ts";
import type { RequestDetailRow, RequestSummaryRow } from "../../domain/requests/queries.ts";
import { formTextOf } from "../../domain/requests/form-text.ts";
import { localizeSpecialty } from "../../domain/directory/specialty-labels.ts";
import type { Locale } from "../../domain/i18n/locales.ts";
import { mediaKindOf } from "../../domain/files/attachment-type.ts";
import { fileDownloadPath } from "../../domain/files/file-url.ts";

/** Spec 2 §3 eligibility values as the API spells them (the enumeration's own names). */
export const ELIGIBILITY_VALUES = ["eligible", "ald", "zsd", "rare", "ehpad", "detenu", "covid-19", "noneligible"] as const;
export type EligibilityValue = (typeof ELIGIBILITY_VALUES)[number];

/** The database value as the API spells it (COVID_19 is covid-19). */
export function eligibilityValueOf(value: string | null): EligibilityValue | null {
  return value === null ? null : (value.toLowerCase().replace("_", "-") as EligibilityValue);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const personShape = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

export const patientShape = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  birth_name: z.string().nullable(),
  birth_date: z.string().nullable().describe("YYYY-MM-DD"),
  gender: z.enum(["M", "F", "O"]).nullable(),
});

export const requestSummaryShape = z.object({
  id: z.number().int(),
  status: z.enum(["draft", "published", "cancelled"]),
  consult_status: z.enum(["opened", "completed", "cancelled"]).nullable(),
  act_code: restActCodeSchema.nullable(),
  self_side: z.enum(["sender", "recipient"]).nullable(),
  unread: z.boolean().describe("Something happened since the viewer last read it."),
  patient: patientShape.nullable(),
  description: z.string().nullable(),
  form_text: z.string().nullable().describe("The structured form as readable text, when the request has one."),
  author: personShape,
  recipient_type: z.enum(["professional", "group"]),
  recipient_professional: personShape.extend({ specialty: z.string().describe("The specialty label in the caller's language.") }).nullable(),
  recipient_group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  recipient_topic: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  last_activity_date: z.string(),
});

export const messageShape = z.object({
  id: z.number().int(),
  author: personShape,
  content: z.string(),
  status: z.enum(["draft", "published"]),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

const consultSummaryShape = z
  .object({
    id: z.number().int().describe("The consult's id, for PUT /consults/{id}."),
    status: z.enum(["opened", "completed", "cancelled"]),
    act_code: restActCodeSchema.nullable(),
    completed_at: z.string().nullable().describe("When it was completed or rejected."),
    completed_by: personShape.nullable().describe("Who completed or rejected it."),
  })
  .describe("The expert side's consult (spec 2 §3 Consult); null for a draft.");

const fileShape = z.object({
  id: z.number().int(),
  name: z.string(),
  content_type: z.string().describe("Read from the bytes at upload."),
  media_kind: z.enum(["pdf", "image", "audio", "video", "other"]),
  size: z.number().int().describe("Bytes."),
  message_id: z.number().int().nullable().describe("The message it is attached to; null for the request's own attachments."),
  url: z.string().describe("Download path (GET, same session)."),
  created_at: z.string(),
});

export const requestDetailShape = requestSummaryShape.extend({
  eligibility: z
    .enum(ELIGIBILITY_VALUES)
    .nullable()
    .describe("Spec 2 §3 eligibility chosen by the requester; null: not stated (every patient is eligible from 1 April 2022). noneligible requests are never billed."),
  billing_number: z.string().nullable().describe("The requester's billing number for this request (one of their billing_infos)."),
  consult_meeting_id: z.number().int().nullable().describe("Spec 2 §3: the meeting of its meeting topic the request is registered to (its date and video are on GraphQL Request.consultMeeting); null: none."),
  messages: z.array(messageShape),
  consult: consultSummaryShape.nullable(),
  files: z.array(fileShape).describe("The request's attachments and those of the messages the viewer sees, oldest first."),
});

type Person = { id: number; firstName: string; lastName: string };
const person = (p: Person) => ({ id: p.id, first_name: p.firstName, last_name: p.lastName });

export function toRequestSummary(row: RequestSummaryRow, locale: Locale): z.infer<typeof requestSummaryShape> {
  const p = row.patient;
  const act = row.consult?.actCode;
  return {
    id: row.id,
    status: row.status.toLowerCase() as "draft" | "published" | "cancelled",
    consult_status: (row.consult?.status.toLowerCase() ?? null) as "opened" | "completed" | "cancelled" | null,
    act_code: toRestActCode(act),
    self_side: (row.participants[0]?.side.toLowerCase() ?? null) as "sender" | "recipient" | null,
    unread: row.participants[0]?.unread ?? false,
    patient: p
      ? { id: p.id, first_name: p.firstName, last_name: p.lastName, birth_name: p.birthName, birth_date: p.birthDate ? p.birthDate.toISOString().slice(0, 10) : null, gender: p.gender }
      : null,
    description: row.description,
    form_text: formTextOf(row.formContent),
    author: person(row.author),
    recipient_type: row.recipientType === "GROUP" ? "group" : "professional",
    recipient_professional: row.recipientProfessional
      ? { ...person(row.recipientProfessional), specialty: localizeSpecialty(row.recipientProfessional.specialty, locale).label }
      : null,
    recipient_group: row.recipientGroup,
    recipient_topic: row.recipientTopic,
    created_at: row.createdAt.toISOString(),
    published_at: iso(row.publishedAt),
    updated_at: row.updatedAt.toISOString(),
    last_activity_date: row.lastActivityDate.toISOString(),
  };
}

export function toRequestDetail(row: RequestDetailRow, locale: Locale): z.infer<typeof requestDetailShape> {
  const consult = row.consult;
  return {
    ...toRequestSummary(row, locale),
    eligibility: eligibilityValueOf(row.eligibility),
    billing_number: row.billingNumber,
    consult_meeting_id: row.consultMeetingId,
    consult: consult
      ? {
          id: consult.id,
          status: consult.status === "OPENED" ? "opened" : consult.status === "COMPLETED" ? "completed" : "cancelled",
          act_code: toRestActCode(consult.actCode),
          completed_at: iso(consult.completedAt),
          completed_by: consult.completedBy ? person(consult.completedBy) : null,
        }
      : null,
    files: row.files.map((file) => ({
      id: file.id,
      name: file.name,
      content_type: file.contentType,
      media_kind: mediaKindOf(file.contentType),
      size: Number(file.size),
      message_id: file.messageId,
      url: fileDownloadPath(row.id, file.id, file.name),
      created_at: file.createdAt.toISOString(),
    })),
    messages: row.messages.map((m) => ({
      id: m.id,
      author: person(m.author),
      content: m.content,
      status: m.status === "PUBLISHED" ? "published" : "draft",
      published_at: iso(m.publishedAt),
      created_at: m.createdAt.toISOString(),
      updated_at: m.updatedAt.toISOString(),
    })),
  };
}
