import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidatedViewer, NO_ROW } from "../access.ts";
import type { Viewer } from "../viewer.ts";

/** Professionals of the directory: for validated professionals only. */
export function visibleProfessionalWhere(viewer: Viewer | null): Prisma.ProfessionalWhereInput {
  return isValidatedViewer(viewer) ? {} : NO_ROW;
}

/** Users: the directory for validated professionals; an unvalidated account sees only itself. */
export function visibleUserWhere(viewer: Viewer | null): Prisma.UserWhereInput {
  if (!viewer) return NO_ROW;
  return viewer.validated ? {} : { id: viewer.userId };
}

/** Contacts (spec 1 §2 /contacts): a validated viewer's own list, nobody else's. */
export function ownContactWhere(viewer: Viewer | null): Prisma.ContactWhereInput {
  return isValidatedViewer(viewer) ? { ownerId: viewer.userId } : NO_ROW;
}

type CountryCode = "FR" | "BE" | "DE";

/**
 * Practices on the directory map (spec 1 §2): for validated viewers, in their own country
 * (advice is asked within one's country; super users see all), leaving out registered users who
 * chose not to appear (is_searchable). Only-accessible: registered, validated users who are
 * requestable and accept individual requests, i.e. whom the viewer can ask directly.
 */
export function directoryPracticeWhere(viewer: Viewer | null, country: CountryCode | null, onlyAccessible: boolean): Prisma.PracticeWhereInput {
  if (!isValidatedViewer(viewer) || !country) return NO_ROW;
  const professional: Prisma.ProfessionalWhereInput = onlyAccessible
    ? { user: { is: { isSearchable: true, isRequestable: true, acceptsIndividualRequests: true, validationStatus: "VALIDATED" } } }
    : { NOT: { user: { is: { isSearchable: false } } } };
  return { ...(viewer.isSuper ? {} : { country }), professional };
}

/**
 * Groups on the directory (map and groups tab): validated viewers see every network of their
 * country (super users: all). Only-accessible: those where the viewer is an ongoing member.
 */
export function directoryGroupWhere(viewer: Viewer | null, country: CountryCode | null, onlyAccessible: boolean): Prisma.GroupWhereInput {
  if (!isValidatedViewer(viewer) || !country) return NO_ROW;
  return {
    ...(viewer.isSuper ? {} : { country }),
    ...(onlyAccessible ? { memberships: { some: { professionalId: viewer.professionalId ?? 0, status: "ONGOING" } } } : {}),
  };
}
