import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Db } from "../../db/client.ts";
import { actDay } from "./acts.ts";
import { billableExpertAct, billableRequesterAct, requesterActOf, USER_OF_ACT_SELECT, professionalOfUser } from "./consult-act.ts";

// Issue 21 item 4: the yearly per-patient cap, counted from our own data. RULES.md §8: from
// 1 April 2022 "RQD 10 € ... all patients; max 4/yr per patient per doctor"; midwives "as
// requérante RQD 10 €, as requise TE2 20 €, each capped at 2/yr per patient"; nurses "4/yr per
// patient per nurse"; speech therapists "2/yr per patient per speech therapist". The cap of each
// act is in the act table (Act.yearlyCapPerPatient).
//
// "/yr" is read as the calendar year (1 January to 31 December, Europe/Paris), as the insurer
// counts a year of acts; RULES.md does not say "rolling". A "max" means the act beyond it is not
// paid: the completion refuses a capped act beyond it (yearly_cap_reached), and the expert still
// answers and completes with no act.

/** The calendar year (Europe/Paris) a moment falls in, as the half-open instant range [from, to). */
export function capYearWindow(at: Date): { year: number; from: Date; to: Date } {
  const year = Number(actDay(at).slice(0, 4));
  return { year, from: parisMidnight(year), to: parisMidnight(year + 1) };
}

/** 1 January 00:00 in Paris of a year, as an instant (Paris is UTC+1 in January). */
function parisMidnight(year: number): Date {
  return new Date(Date.UTC(year - 1, 11, 31, 23, 0, 0));
}

/** Whether a completion instant counts in the year of `at`. */
export function inCapYear(completedAt: Date, at: Date): boolean {
  const window = capYearWindow(at);
  return completedAt >= window.from && completedAt < window.to;
}

/** The identity a patient is known by across requests: the same row, or the same insurance or INS number. */
export type PatientIdentity = { id: number; nir: string | null; niss: string | null; kvnr: string | null; insId: string | null };

export const PATIENT_IDENTITY_SELECT = { id: true, nir: true, niss: true, kvnr: true, insId: true } as const;

/**
 * The patients that are this one: each requester enters their own patient row, so the same
 * person is found by the national numbers too (NIR in France, NISS in Belgium, KVNR in Germany,
 * the INS). Names are not enough to say two rows are one person.
 */
export function samePatientWhere(patient: PatientIdentity): Prisma.PatientWhereInput {
  const numbers: Prisma.PatientWhereInput[] = [];
  if (patient.nir) numbers.push({ nir: patient.nir });
  if (patient.niss) numbers.push({ niss: patient.niss });
  if (patient.kvnr) numbers.push({ kvnr: patient.kvnr });
  if (patient.insId) numbers.push({ insId: patient.insId });
  return { OR: [{ id: patient.id }, ...numbers] };
}

/**
 * How many billable acts this professional (the expert who completed them) has already had for
 * this patient in the calendar year of `at`. Only acts that bill count (a consult completed with
 * no act, or for a non-eligible request, was not paid).
 */
export async function expertActsThisYear(db: Db, query: { expertUserId: number; patient: PatientIdentity; at: Date }): Promise<number> {
  const window = capYearWindow(query.at);
  const rows = await db.consult.findMany({
    where: {
      status: "COMPLETED",
      completedById: query.expertUserId,
      actCode: { not: "NONE" },
      completedAt: { gte: window.from, lt: window.to },
      request: { patient: samePatientWhere(query.patient) },
    },
    select: { status: true, actCode: true, completedAt: true, completedBy: { select: USER_OF_ACT_SELECT }, request: { select: { eligibility: true } } },
  });
  return rows.filter((row) => billableExpertAct({ consult: row, eligibility: row.request.eligibility, expert: professionalOfUser(row.completedBy) }) !== null).length;
}

/** The patient of a request, by the identity the cap counts on; null when the request has none. */
export async function patientOfRequest(db: Db, requestId: number): Promise<PatientIdentity | null> {
  const request = await db.request.findUnique({ where: { id: requestId }, select: { patient: { select: PATIENT_IDENTITY_SELECT } } });
  return request?.patient ?? null;
}

export type YearlyCapStanding = { count: number; cap: number; year: number };

/** The expert's standing against an act's cap for the request's patient this year; null when the act has no cap or there is no patient. */
export async function expertCapStanding(db: Db, query: { expertUserId: number; requestId: number; cap: number | null; at: Date }): Promise<YearlyCapStanding | null> {
  if (query.cap === null) return null;
  const patient = await patientOfRequest(db, query.requestId);
  if (!patient) return null;
  const count = await expertActsThisYear(db, { expertUserId: query.expertUserId, patient, at: query.at });
  return { count, cap: query.cap, year: capYearWindow(query.at).year };
}

/**
 * The requester's side (RQD: 4 a year per patient for doctors and nurses, 2 for midwives and
 * speech therapists): how many billable requester acts this requester has had for this patient
 * in the calendar year of `at`, from the consults completed on their requests.
 */
export async function requesterActsThisYear(db: Db, query: { requesterUserId: number; patient: PatientIdentity; at: Date }): Promise<number> {
  const window = capYearWindow(query.at);
  const rows = await db.consult.findMany({
    where: {
      status: "COMPLETED",
      actCode: { not: "NONE" },
      completedAt: { gte: window.from, lt: window.to },
      request: { authorId: query.requesterUserId, patient: samePatientWhere(query.patient) },
    },
    select: { status: true, actCode: true, completedAt: true, completedBy: { select: USER_OF_ACT_SELECT }, request: { select: { eligibility: true, author: { select: USER_OF_ACT_SELECT } } } },
  });
  return rows.filter(
    (row) =>
      billableRequesterAct({ consult: row, eligibility: row.request.eligibility, expert: professionalOfUser(row.completedBy), requester: professionalOfUser(row.request.author) }) !== null,
  ).length;
}

/**
 * The request author's standing against their requester act's yearly cap for the request's
 * patient, with today's act (the draft warns before the cap is passed); null for anyone but the
 * author, without a patient, or when their act has no cap (or they bill none).
 */
export async function requesterCapStanding(db: Db, query: { viewerUserId: number; requestId: number; at: Date }): Promise<YearlyCapStanding | null> {
  const request = await db.request.findUnique({
    where: { id: query.requestId },
    select: { authorId: true, patient: { select: PATIENT_IDENTITY_SELECT }, author: { select: USER_OF_ACT_SELECT } },
  });
  if (!request || request.authorId !== query.viewerUserId || !request.patient) return null;
  const requester = professionalOfUser(request.author);
  const cap = requester ? (requesterActOf(requester, "TE2", query.at)?.yearlyCapPerPatient ?? null) : null;
  if (cap === null) return null;
  const count = await requesterActsThisYear(db, { requesterUserId: query.viewerUserId, patient: request.patient, at: query.at });
  return { count, cap, year: capYearWindow(query.at).year };
}
