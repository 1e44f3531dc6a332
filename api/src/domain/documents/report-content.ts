import type { Db } from "../../db/client.ts";
import { actByCode, type Act } from "../billing/acts.ts";
import { tableCodeOf } from "../billing/consult-act.ts";
import type { Deps } from "../deps.ts";
import { specialtyLabelsFor } from "../directory/specialty-labels.ts";
import { DomainError } from "../errors.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../i18n/locales.ts";
import { findReadableRequest } from "../requests/gate.ts";
import { answerText, readFormSchema } from "../rules/form-schema.ts";
import { readSignatureForDocument } from "../settings/signature-picture.ts";
import type { Viewer } from "../viewer.ts";
import { reportLabels, type ReportLabels } from "./report-labels.ts";

// Issue 22 item 1: what the consult report says, gathered once from the database; report-pdf.ts
// and report-docx.ts only lay it out. Read through the requests gate: a request the viewer may
// not read answers not_found, as a missing one.
//
// Language: a request carries no language of its own; it is written by its author, in the
// author's language (users.locale), and the report is the answer to that request, filed in the
// requester's patient record. So the report is in the request author's locale, whoever reads
// it (a German requester's request gives a German report on both sides). An unknown stored
// locale falls back to French, the product's source language.
//
// Conclusion: the app has no separate conclusion field; the expert concludes by writing in the
// exchange and then completing. The conclusion is the last published message written by the
// expert who completed the consult, at or before the completion; when that expert wrote
// nothing, the last one written by anyone of the recipient side by then; else none (said so).

export type ReportPerson = {
  name: string;
  /** RPPS or ADELI (France), LANR (Germany), INAMI (Belgium). */
  identifierType: "RPPS" | "ADELI" | "LANR" | "INAMI" | null;
  identifier: string | null;
  specialty: string | null;
};

export type ReportPatient = {
  lastName: string | null;
  birthName: string | null;
  firstName: string | null;
  birthDate: Date | null;
  birthPlace: string | null;
  gender: "M" | "F" | "O" | null;
  /** The INS (matricule) and its OID, only when the patient's identity was qualified. */
  ins: { id: string; oid: string | null } | null;
};

export type ReportMessage = { author: string; expertSide: boolean; at: Date; content: string };

export type ReportActLine = { code: string; quantity: number; amountCents: number };

export type ReportContent = {
  requestId: number;
  locale: Locale;
  labels: ReportLabels;
  requester: ReportPerson;
  /** Whom the request was addressed to: the professional, or the group's name. */
  recipient: string;
  expert: ReportPerson;
  publishedAt: Date | null;
  completedAt: Date;
  patient: ReportPatient | null;
  question: { description: string | null; form: { label: string; value: string }[] };
  exchange: ReportMessage[];
  conclusion: ReportMessage | null;
  /** The expert's act from the billing area's table at the completion date; null when none. */
  act: { lines: ReportActLine[]; totalCents: number } | null;
  /** The expert's signature (a transparent PNG), when they have one. */
  signature: Uint8Array | null;
  generatedAt: Date;
};

const PERSON_SELECT = {
  id: true,
  firstName: true,
  lastName: true,
  locale: true,
  professional: { select: { country: true, rpps: true, rppsType: true, specialty: { select: { code: true, label: true } } } },
} as const;

const REPORT_SELECT = {
  id: true,
  status: true,
  description: true,
  formContent: true,
  publishedAt: true,
  author: { select: PERSON_SELECT },
  recipientProfessional: { select: { firstName: true, lastName: true } },
  recipientGroup: { select: { name: true } },
  patient: { select: { lastName: true, birthName: true, firstName: true, birthDate: true, birthPlace: true, gender: true, insId: true, insOid: true } },
  participants: { select: { userId: true, side: true } },
  messages: {
    where: { status: "PUBLISHED" },
    orderBy: [{ publishedAt: "asc" }, { id: "asc" }],
    select: { authorId: true, content: true, publishedAt: true, createdAt: true, author: { select: { firstName: true, lastName: true } } },
  },
  consult: { select: { status: true, actCode: true, actSupplements: true, completedAt: true, completedById: true, completedBy: { select: PERSON_SELECT } } },
} as const;

type PersonRow = {
  id: number;
  firstName: string;
  lastName: string;
  locale: string;
  professional: { country: string; rpps: string; rppsType: number; specialty: { code: string; label: string } } | null;
};

type ReportRow = {
  id: number;
  status: string;
  description: string | null;
  formContent: unknown;
  publishedAt: Date | null;
  author: PersonRow;
  recipientProfessional: { firstName: string; lastName: string } | null;
  recipientGroup: { name: string } | null;
  patient: { lastName: string | null; birthName: string | null; firstName: string | null; birthDate: Date | null; birthPlace: string | null; gender: "M" | "F" | "O" | null; insId: string | null; insOid: string | null } | null;
  participants: { userId: number; side: "SENDER" | "RECIPIENT" }[];
  messages: { authorId: number; content: string; publishedAt: Date | null; createdAt: Date; author: { firstName: string; lastName: string } }[];
  consult: {
    status: string;
    actCode: "TE1" | "TE2" | "EBM_01671" | "NONE" | null;
    actSupplements: number;
    completedAt: Date | null;
    completedById: number | null;
    completedBy: PersonRow | null;
  } | null;
};

function readReportRow(db: Db, viewer: Viewer | null, requestId: number): Promise<ReportRow | null> {
  return findReadableRequest(db, viewer, requestId, { select: REPORT_SELECT }) as Promise<ReportRow | null>;
}

/** The request's language: its author's (see above). */
export function reportLocaleOf(authorLocale: string): Locale {
  return isLocale(authorLocale) ? authorLocale : DEFAULT_LOCALE;
}

function identifierTypeOf(professional: PersonRow["professional"]): ReportPerson["identifierType"] {
  if (!professional) return null;
  if (professional.country === "DE") return "LANR";
  if (professional.country === "BE") return "INAMI";
  // Spec 2 §3 Integration: identifier_type 8 means RPPS, otherwise ADELI.
  return professional.rppsType === 8 ? "RPPS" : "ADELI";
}

function personOf(row: PersonRow | null, locale: Locale): ReportPerson {
  const professional = row?.professional ?? null;
  return {
    name: row ? `${row.firstName} ${row.lastName}`.trim() : "—",
    identifierType: identifierTypeOf(professional),
    identifier: professional?.rpps ?? null,
    specialty: professional ? (specialtyLabelsFor(professional.specialty.code, locale)?.label ?? professional.specialty.label) : null,
  };
}

/** The structured form as label/value lines, read-only, with yes/no in the report's language. */
function formLines(formContent: unknown, labels: ReportLabels): { label: string; value: string }[] {
  if (!formContent || typeof formContent !== "object") return [];
  const { schema, value } = formContent as { schema?: unknown; value?: unknown };
  const parsed = readFormSchema(schema);
  if (!parsed || !value || typeof value !== "object" || Array.isArray(value)) return [];
  const answers = value as Record<string, unknown>;
  return parsed.fields.filter((field) => !field.hidden).flatMap((field) => {
    const answer = answerText(field, answers[field.name], { yes: labels.yes, no: labels.no });
    return answer ? [{ label: field.label, value: answer }] : [];
  });
}

function actOf(consult: NonNullable<ReportRow["consult"]>, completedAt: Date): ReportContent["act"] {
  const code = consult.actCode ? tableCodeOf(consult.actCode) : null;
  if (!code) return null;
  const country = consult.completedBy?.professional?.country;
  const main: Act | null = actByCode(code, completedAt, country ? { side: "expert", country } : { side: "expert" });
  if (!main) return null;
  const lines: ReportActLine[] = [{ code: main.code, quantity: 1, amountCents: main.amountCents }];
  const supplement = consult.actSupplements > 0 ? actByCode("01672", completedAt, { side: "expert", country: main.country }) : null;
  if (supplement && supplement.supplementTo === main.code) lines.push({ code: supplement.code, quantity: consult.actSupplements, amountCents: supplement.amountCents * consult.actSupplements });
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}

/** The conclusion's place in the exchange, or -1 (the rule is in this file's header). */
function conclusionIndex(exchange: readonly (ReportMessage & { authorId: number })[], completedById: number | null, completedAt: Date): number {
  const byThen = exchange.map((message, index) => ({ message, index })).filter(({ message }) => message.at.getTime() <= completedAt.getTime());
  const last = (entries: typeof byThen) => entries[entries.length - 1]?.index ?? -1;
  const byCompleter = last(byThen.filter(({ message }) => message.authorId === completedById));
  return byCompleter >= 0 ? byCompleter : last(byThen.filter(({ message }) => message.expertSide));
}

/**
 * The report of a completed consult the viewer may read. Not readable or missing: not_found;
 * no consult yet, or not completed: report_not_available (there is no report before the end).
 */
export async function readReportContent(deps: Pick<Deps, "db" | "storage" | "now">, viewer: Viewer, requestId: number): Promise<ReportContent> {
  const row = await readReportRow(deps.db, viewer, requestId);
  if (!row) throw new DomainError("not_found");
  const consult = row.consult;
  if (!consult || consult.status !== "COMPLETED" || !consult.completedAt) throw new DomainError("report_not_available");
  const completedAt = consult.completedAt;
  const locale = reportLocaleOf(row.author.locale);
  const labels = reportLabels(locale);
  const recipientSide = new Set(row.participants.filter((participant) => participant.side === "RECIPIENT").map((participant) => participant.userId));
  const exchange = row.messages.map((message) => ({
    authorId: message.authorId,
    author: `${message.author.firstName} ${message.author.lastName}`.trim(),
    expertSide: recipientSide.has(message.authorId) || message.authorId === consult.completedById,
    at: message.publishedAt ?? message.createdAt,
    content: message.content,
  }));
  const concluding = conclusionIndex(exchange, consult.completedById, completedAt);
  const concluded = exchange[concluding];
  const patient = row.patient;
  const recipientProfessional = row.recipientProfessional;
  return {
    requestId: row.id,
    locale,
    labels,
    requester: personOf(row.author, locale),
    recipient: row.recipientGroup?.name ?? (recipientProfessional ? `${recipientProfessional.firstName} ${recipientProfessional.lastName}`.trim() : "—"),
    expert: personOf(consult.completedBy, locale),
    publishedAt: row.publishedAt,
    completedAt,
    patient: patient
      ? {
          lastName: patient.lastName,
          birthName: patient.birthName,
          firstName: patient.firstName,
          birthDate: patient.birthDate,
          birthPlace: patient.birthPlace,
          gender: patient.gender,
          ins: patient.insId ? { id: patient.insId, oid: patient.insOid } : null,
        }
      : null,
    question: { description: row.description?.trim() || null, form: formLines(row.formContent, labels) },
    // The conclusion is printed once, under its own heading, not again in the exchange.
    exchange: exchange.filter((_message, index) => index !== concluding).map(({ authorId: _authorId, ...message }) => message),
    conclusion: concluded ? { author: concluded.author, expertSide: concluded.expertSide, at: concluded.at, content: concluded.content } : null,
    act: actOf(consult, completedAt),
    signature: consult.completedById === null ? null : await readSignatureForDocument(deps, consult.completedById),
    generatedAt: deps.now,
  };
}
