import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Viewer } from "../viewer.ts";
import { ownContactWhere } from "./access.ts";
import { localizeSpecialty } from "./specialty-labels.ts";

export type ContactPage = { limit: number; offset: number };

/** Newest first, the same in every page of either transport. */
export const CONTACT_ORDER: Prisma.ContactOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

/** How many contacts the viewer keeps (none for a hidden or unvalidated viewer): the total of their list's pages. */
export function countContacts(db: Db, viewer: Viewer | null): Promise<number> {
  return db.contact.count({ where: ownContactWhere(viewer) });
}

/**
 * The viewer's contacts, newest first (spec 1 §2 /contacts: networks and professionals), with
 * what a list row shows. A hidden or unvalidated viewer gets an empty list.
 */
export async function listContacts(db: Db, viewer: Viewer, locale: Locale, page: ContactPage) {
  const where = ownContactWhere(viewer);
  const [rows, totalCount] = await Promise.all([
    db.contact.findMany({
      where,
      orderBy: CONTACT_ORDER,
      take: page.limit,
      skip: page.offset,
      select: {
        id: true,
        createdAt: true,
        professional: {
          select: {
            id: true,
            firstName: true,
            lastName: true,
            specialty: { select: { code: true, label: true, shortLabel: true, professionCode: true, professionLabel: true } },
            practices: { orderBy: { id: "asc" }, take: 1, select: { city: true } },
          },
        },
        group: { select: { id: true, name: true, shortDescription: true } },
      },
    }),
    db.contact.count({ where }),
  ]);
  const contacts = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    professional: row.professional
      ? {
          id: row.professional.id,
          firstName: row.professional.firstName,
          lastName: row.professional.lastName,
          specialty: { code: row.professional.specialty.code, ...localizeSpecialty(row.professional.specialty, locale) },
          city: row.professional.practices[0]?.city ?? null,
        }
      : null,
    group: row.group,
  }));
  return { contacts, totalCount };
}
