import type { Db } from "../../db/client.ts";
import type { Viewer } from "../viewer.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { countFeed, readFeedPage, type FeedPage, type FeedSelection, type FeedWindow } from "./feed.ts";
import { readFeedRows, type FeedRow } from "./feed-rows.ts";
import { readableRequestWhere } from "./access.ts";
import { toSearchText } from "../rules/search-text.ts";
import { readableFileWhere } from "../files/access.ts";
import { visibleMessagesWhere } from "../messages/access.ts";

const person = { select: { id: true, firstName: true, lastName: true } } as const;

/** What a list row shows: patient, parties, status and dates. */
export const requestSummaryInclude = {
  // Data minimisation: a list row names the patient; the NIR and contact details stay unread.
  patient: { select: { id: true, firstName: true, lastName: true, birthName: true, birthDate: true, gender: true } },
  author: person,
  consult: { select: { status: true, actCode: true } },
  recipientProfessional: { include: { specialty: true } },
  recipientGroup: { select: { id: true, name: true } },
  recipientTopic: { select: { id: true, label: true } },
} as const;

function selfParticipation(viewer: Viewer) {
  return { where: { userId: viewer.userId }, select: { side: true, unread: true }, take: 1 } as const;
}

function isFirstPage(window: FeedWindow): boolean {
  if (window.direction === "offset") return window.offset === 0;
  return window.direction === "forward" ? window.after === undefined : window.before === undefined;
}

/**
 * One page of a feed: the positions of its requests, the feed's size and whether more follow.
 * When the first page holds the whole selection, its size is known without counting: a search
 * for a rare word walks the viewer's feed once, not twice.
 */
export async function readFeed(db: Db, viewer: Viewer, selection: FeedSelection, window: FeedWindow): Promise<FeedPage & { totalCount: number }> {
  const page = await readFeedPage(db, viewer, selection, window);
  if (isFirstPage(window) && !page.hasMore) return { ...page, totalCount: page.keys.length };
  return { ...page, totalCount: await countFeed(db, viewer, selection) };
}

/** Whether this viewer may read this request (subscriptions check it before listening). */
export async function isReadableRequest(db: Db, viewer: Viewer | null, id: number): Promise<boolean> {
  return (await db.request.count({ where: { id, ...readableRequestWhere(viewer) } })) > 0;
}

/** REST's feed page: the same single statement as the web app's lists (feed-rows.ts), form included. */
export async function listFeedRequests(db: Db, viewer: Viewer, selection: FeedSelection, window: FeedWindow): Promise<{ rows: FeedRow[]; totalCount: number; hasMore: boolean }> {
  const page = await readFeedRows(db, viewer, selection, window);
  return { rows: page.rows, totalCount: page.totalCount, hasMore: page.hasMore };
}

/** Spec 2 §9: the history of a patient's earlier requests shows 5. */
export const SAME_PATIENT_MAX = 5;

/** The patient identity the same-patient history matches on (spec 2 §9). */
export type SamePatientIdentity = { id: number; firstName: string | null; birthName: string | null; birthDate: Date | null };

/** The columns of a request's patient samePatientWhere needs, as a Prisma select. */
export const samePatientIdentitySelect = { id: true, firstName: true, birthName: true, birthDate: true } as const satisfies Prisma.PatientSelect;

/**
 * Published requests about the same patient as request `requestId`, that the viewer may read,
 * the request itself left out; most recently published first. Patients are typed in again on
 * each request, so the same person is the same patient row, or the same birth name (as typed:
 * the index on birth name and birth date serves it), birth date and first name (accents and
 * case ignored).
 * Null when the viewer may not read the request (answered like a missing one).
 */
export async function samePatientQuery(db: Db, viewer: Viewer, requestId: number, limit: number) {
  const request = await db.request.findFirst({
    where: { id: requestId, ...readableRequestWhere(viewer) },
    select: { patient: { select: samePatientIdentitySelect } },
  });
  return samePatientWhere(db, viewer, requestId, request?.patient ?? null, limit);
}

/**
 * The same-patient history's where, order and size for a request the viewer may read, from its
 * patient as already read (GraphQL reads it with the request: issue 18, one statement less).
 */
export async function samePatientWhere(db: Db, viewer: Viewer, requestId: number, patient: SamePatientIdentity | null, limit: number) {
  if (!patient) return null;
  // The same person's patient rows first (birth name and birth date index), then their requests
  // by the patientId index: one OR over both in a single statement scanned every request.
  const patientIds = [patient.id];
  if (patient.birthName && patient.birthDate && patient.firstName) {
    const twins = await db.patient.findMany({
      where: { birthName: patient.birthName, birthDate: patient.birthDate, id: { not: patient.id } },
      select: { id: true, firstName: true },
      take: 1000,
    });
    const firstName = toSearchText(patient.firstName);
    patientIds.push(...twins.filter((twin) => twin.firstName !== null && toSearchText(twin.firstName) === firstName).map((twin) => twin.id));
  }
  const where: Prisma.RequestWhereInput = {
    id: { not: requestId },
    publishedAt: { not: null },
    patientId: { in: patientIds },
    AND: [readableRequestWhere(viewer)],
  };
  return {
    where,
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }] satisfies Prisma.RequestOrderByWithRelationInput[],
    take: Math.min(Math.max(limit, 0), SAME_PATIENT_MAX),
  };
}

export async function listSamePatientRequests(db: Db, viewer: Viewer, requestId: number, limit: number) {
  const query = await samePatientQuery(db, viewer, requestId, limit);
  if (!query) return [];
  return db.request.findMany({ ...query, include: { ...requestSummaryInclude, participants: selfParticipation(viewer) } });
}

/**
 * One request with its visible messages, its consult and the files the viewer may download (REST's
 * request detail, spec 2 §3), or null when it does not exist for this viewer.
 */
export function findRequestDetail(db: Db, viewer: Viewer, id: number) {
  return db.request.findFirst({
    where: { id, ...readableRequestWhere(viewer) },
    include: {
      ...requestSummaryInclude,
      consult: { select: { id: true, status: true, actCode: true, completedAt: true, completedBy: person } },
      participants: selfParticipation(viewer),
      messages: { where: visibleMessagesWhere(viewer), orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { author: person } },
      files: {
        where: readableFileWhere(viewer),
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, name: true, contentType: true, size: true, messageId: true, createdAt: true },
      },
    },
  });
}

/** What a request summary shows (REST): a feed row, a same-patient row or a request detail. */
export type RequestSummaryRow = Pick<
  FeedRow,
  "id" | "status" | "description" | "recipientType" | "createdAt" | "publishedAt" | "updatedAt" | "lastActivityDate" | "participants" | "patient" | "author" | "recipientGroup" | "recipientTopic"
> & {
  formContent?: FeedRow["formContent"];
  consult: Pick<NonNullable<FeedRow["consult"]>, "status" | "actCode"> | null;
  recipientProfessional: (Pick<NonNullable<FeedRow["recipientProfessional"]>, "id" | "firstName" | "lastName" | "specialty">) | null;
};
export type RequestDetailRow = NonNullable<Awaited<ReturnType<typeof findRequestDetail>>>;
