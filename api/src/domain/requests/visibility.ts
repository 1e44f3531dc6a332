import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Viewer } from "../viewer.ts";

// A filter that matches no row: the answer for a visitor, built so that Prisma still
// issues the same query shape (a row the viewer may not see must look exactly missing).
const NOTHING = { id: { in: [] as number[] } };

/** Requests this viewer may read: those where the viewer is a participant, on either side. */
export function readableRequestWhere(viewer: Viewer | null): Prisma.RequestWhereInput {
  // Spec 1 §6: an account whose identity is not validated reaches nothing but itself.
  if (!viewer?.validated) return NOTHING;
  return { participants: { some: { userId: viewer.userId } } };
}

/** Messages of readable requests: published ones, and the viewer's own drafts. */
export function readableMessageWhere(viewer: Viewer | null): Prisma.MessageWhereInput {
  if (!viewer?.validated) return NOTHING;
  return { request: readableRequestWhere(viewer), ...visibleMessagesWhere(viewer) };
}

/** Within a request the viewer may read, the messages they see. */
export function visibleMessagesWhere(viewer: Viewer): Prisma.MessageWhereInput {
  return { OR: [{ status: "PUBLISHED" }, { authorId: viewer.userId }] };
}

/** Patients the viewer may read: of a readable request, or entered by the viewer. */
export function readablePatientWhere(viewer: Viewer | null): Prisma.PatientWhereInput {
  if (!viewer?.validated) return NOTHING;
  return { OR: [{ createdById: viewer.userId }, { requests: { some: readableRequestWhere(viewer) } }] };
}

/** Directory rows (professionals, users, groups, topics) are for validated professionals only. */
export function directoryWhere(viewer: Viewer | null): { id?: { in: number[] } } {
  return viewer?.validated ? {} : NOTHING;
}

/** Users: the directory for validated professionals; an unvalidated account sees only itself. */
export function visibleUserWhere(viewer: Viewer | null): Prisma.UserWhereInput {
  if (!viewer) return NOTHING;
  return viewer.validated ? {} : { id: viewer.userId };
}
