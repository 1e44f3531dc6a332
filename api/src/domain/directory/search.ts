import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { isValidBounds, type Bounds } from "../rules/map-bounds.ts";
import type { Viewer } from "../viewer.ts";
import { directoryGroupWhere, directoryPracticeWhere } from "./access.ts";
import { specialtyTagFilter } from "./specialty-labels.ts";
import { viewerStartView } from "./start-view.ts";
import { GROUPS_DEFAULT_TAG, groupsSpecialtyOf, groupsSpecialtySelect } from "./groups-specialty.ts";

/** Spec 1 §9: the list's page size comes from configuration, 100 by default. */
export const DIRECTORY_DEFAULT_LIMIT = 100;
export const DIRECTORY_MAX_LIMIT = 200;
const MAX_PAGE = 10_000;

export const directorySearchInput = z.object({
  /** Left out: the viewer's starting view (./start-view.ts). */
  bounds: z
    .array(z.number())
    .refine((b) => isValidBounds(b), { message: "bounds is west,south,east,north in degrees (west ≤ east, south ≤ north)" })
    .transform((b) => b as Bounds)
    .nullish(),
  /** A specialty code or one of the tags all, doctor, specialist. */
  specialty: z.string().trim().max(40).nullish(),
  onlyAccessible: z.boolean().default(false),
  limit: z.number().int().min(1).max(DIRECTORY_MAX_LIMIT).default(DIRECTORY_DEFAULT_LIMIT),
  /** 1-based. */
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
});
export type DirectorySearchInput = z.input<typeof directorySearchInput>;

/** Experts of a group, or professionals themselves, of the chosen specialty. */
export function professionalSpecialtyWhere(specialty: string | null | undefined): Prisma.ProfessionalWhereInput {
  const filter = specialtyTagFilter(specialty);
  if (!filter) return {};
  if ("code" in filter) return { specialtyCode: filter.code };
  return { specialty: { professionCode: filter.professionCode }, ...(filter.excludeCodes.length ? { specialtyCode: { notIn: [...filter.excludeCodes] } } : {}) };
}

/** A group "of" a specialty: one of its ongoing experts has it. */
function groupSpecialtyWhere(specialty: string | null | undefined): Prisma.GroupWhereInput {
  const professional = professionalSpecialtyWhere(specialty);
  return Object.keys(professional).length ? { memberships: { some: { status: "ONGOING", canReply: true, professional } } } : {};
}

function insideBounds([west, south, east, north]: Bounds) {
  return { lat: { gte: south, lte: north }, lng: { gte: west, lte: east } };
}

export const directoryPracticeSelect = {
  id: true,
  lat: true,
  lng: true,
  city: true,
  postalCode: true,
  fullAddress: true,
  professional: {
    select: {
      id: true,
      firstName: true,
      lastName: true,
      specialty: true,
      user: { select: { id: true, isRequestable: true, acceptsIndividualRequests: true } },
    },
  },
} satisfies Prisma.PracticeSelect;

export const directoryGroupSelect = { id: true, name: true, shortDescription: true, lat: true, lng: true, mode: true, country: true } satisfies Prisma.GroupSelect;

export type DirectoryPractice = Prisma.PracticeGetPayload<{ select: typeof directoryPracticeSelect }>;
export type DirectoryGroup = Prisma.GroupGetPayload<{ select: typeof directoryGroupSelect }>;

export type DirectoryItem = { kind: "group"; group: DirectoryGroup } | { kind: "practice"; practice: DirectoryPractice };

export type DirectoryPage = { items: DirectoryItem[]; totalCount: number; offset: number; limit: number };

/** A page of the map tab, with the view it searched (the one asked, or the viewer's start). */
export type DirectoryMapPage = DirectoryPage & { bounds: Bounds };

/**
 * The map tab of the directory (spec 1 §2): groups, then practices, inside the box, of one
 * specialty or tag, optionally only those the viewer can ask, one page of `limit`. Groups come
 * first (there are few of them, and a network answers faster than one person), by name; then
 * practices by the professional's name. Who appears at all is decided by the access gate.
 */
export async function searchDirectory(db: Db, viewer: Viewer | null, raw: DirectorySearchInput): Promise<DirectoryMapPage> {
  const input = directorySearchInput.parse(raw);
  const offset = (input.page - 1) * input.limit;
  const { country, bounds } = input.bounds ? { country: await viewerCountry(db, viewer), bounds: input.bounds } : await viewerStartView(db, viewer);
  const groupWhere: Prisma.GroupWhereInput = {
    AND: [directoryGroupWhere(viewer, country, input.onlyAccessible), insideBounds(bounds), groupSpecialtyWhere(input.specialty)],
  };
  const practiceWhere: Prisma.PracticeWhereInput = {
    AND: [directoryPracticeWhere(viewer, country, input.onlyAccessible), insideBounds(bounds), { professional: professionalSpecialtyWhere(input.specialty) }],
  };
  const [groupCount, practiceCount] = await Promise.all([db.group.count({ where: groupWhere }), db.practice.count({ where: practiceWhere })]);
  const groupTake = Math.max(0, Math.min(input.limit, groupCount - offset));
  const practiceSkip = Math.max(0, offset - groupCount);
  const practiceTake = input.limit - groupTake;
  const [groups, practices] = await Promise.all([
    groupTake > 0 ? db.group.findMany({ where: groupWhere, select: directoryGroupSelect, orderBy: [{ name: "asc" }, { id: "asc" }], skip: offset, take: groupTake }) : [],
    practiceTake > 0 && practiceSkip < practiceCount ? practicePage(db, practiceWhere, practiceSkip, practiceTake) : [],
  ]);
  return {
    items: [...groups.map((group) => ({ kind: "group" as const, group })), ...practices.map((practice) => ({ kind: "practice" as const, practice }))],
    totalCount: groupCount + practiceCount,
    offset,
    limit: input.limit,
    bounds,
  };
}

/**
 * One page of practices by the professional's name. The page's ids first, then their rows with
 * the professional: asked in one statement, the database would build every matching practice's
 * nested professional (thousands in a city's box) before sorting and keeping a hundred.
 */
async function practicePage(db: Db, where: Prisma.PracticeWhereInput, skip: number, take: number): Promise<DirectoryPractice[]> {
  const page = await db.practice.findMany({
    where,
    select: { id: true },
    orderBy: [{ professional: { lastName: "asc" } }, { professional: { firstName: "asc" } }, { id: "asc" }],
    skip,
    take,
  });
  if (page.length === 0) return [];
  const rows = await db.practice.findMany({ where: { id: { in: page.map((row) => row.id) } }, select: directoryPracticeSelect });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap((row) => byId.get(row.id) ?? []);
}

/** The viewer's country: the directory lists that country only (requests stay within it). */
export async function viewerCountry(db: Db, viewer: Viewer | null) {
  if (!viewer) return null;
  const user = await db.user.findUnique({ where: { id: viewer.userId }, select: { country: true } });
  return user?.country ?? null;
}

export const groupsTabInput = z.object({
  specialty: z.string().trim().max(40).nullish(),
  limit: z.number().int().min(1).max(DIRECTORY_MAX_LIMIT).default(DIRECTORY_DEFAULT_LIMIT),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
});

/**
 * The groups tab (spec 1 §2, France only): the recipient networks of France whose experts have
 * the specialty, by name. Other countries' viewers get an empty page (the tab is not shown).
 * The specialty `default` (GROUPS_DEFAULT_TAG) is the viewer's own default for the tab; the page
 * says which specialty it searched (null: all).
 */
export async function listNationalGroups(db: Db, viewer: Viewer | null, raw: z.input<typeof groupsTabInput>) {
  const input = groupsTabInput.parse(raw);
  const offset = (input.page - 1) * input.limit;
  // The viewer's country and, for the default, their specialty: one read either way.
  const user = viewer ? await db.user.findUnique({ where: { id: viewer.userId }, select: { country: true, professional: { select: groupsSpecialtySelect } } }) : null;
  const specialty = input.specialty === GROUPS_DEFAULT_TAG ? groupsSpecialtyOf(user?.professional) : input.specialty || null;
  if (user?.country !== "FR") return { items: [] as DirectoryGroup[], totalCount: 0, offset, limit: input.limit, specialty };
  const where: Prisma.GroupWhereInput = { AND: [directoryGroupWhere(viewer, user.country, false), { mode: "RECIPIENT" }, groupSpecialtyWhere(specialty)] };
  const [totalCount, items] = await Promise.all([
    db.group.count({ where }),
    db.group.findMany({ where, select: directoryGroupSelect, orderBy: [{ name: "asc" }, { id: "asc" }], skip: offset, take: input.limit }),
  ]);
  return { items, totalCount, offset, limit: input.limit, specialty };
}
