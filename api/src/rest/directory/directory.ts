import { z } from "zod";
import { DIRECTORY_DEFAULT_LIMIT, DIRECTORY_MAX_LIMIT, listNationalGroups, searchDirectory, type DirectoryGroup, type DirectoryItem } from "../../domain/directory/search.ts";
import { localizeSpecialty } from "../../domain/directory/specialty-labels.ts";
import type { Locale } from "../../domain/i18n/locales.ts";
import { parseBounds } from "../../domain/rules/map-bounds.ts";
import { defineRoute } from "../route.ts";
import { PAGINATION_HEADER } from "../requests/requests.ts";

const paginationDoc = { [PAGINATION_HEADER]: 'Pagination metadata as JSON: {"total_count": n, "offset": n, "limit": n}' };

/** The specialty the groups tab searched: the code or tag asked, `default` resolved to the viewer's own. */
const SPECIALTY_HEADER = "X-Directory-Specialty";

const entryShape = z.object({
  kind: z.enum(["group", "practice"]),
  lat: z.number(),
  lng: z.number(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  group_short_description: z.string().nullable(),
  professional_id: z.number().int().nullable(),
  practice_id: z.number().int().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  specialty_code: z.string().nullable(),
  specialty_label: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  full_address: z.string().nullable(),
  is_registered: z.boolean().nullable(),
  accepts_individual_requests: z.boolean().nullable(),
});

function groupEntry(group: DirectoryGroup): z.infer<typeof entryShape> {
  return {
    kind: "group",
    lat: group.lat ?? 0,
    lng: group.lng ?? 0,
    group_id: group.id,
    group_name: group.name,
    group_short_description: group.shortDescription,
    professional_id: null,
    practice_id: null,
    first_name: null,
    last_name: null,
    specialty_code: null,
    specialty_label: null,
    city: null,
    postal_code: null,
    full_address: null,
    is_registered: null,
    accepts_individual_requests: null,
  };
}

function toEntry(item: DirectoryItem, locale: Locale): z.infer<typeof entryShape> {
  if (item.kind === "group") return groupEntry(item.group);
  const { practice } = item;
  const { professional } = practice;
  const user = professional.user;
  return {
    kind: "practice",
    lat: practice.lat,
    lng: practice.lng,
    group_id: null,
    group_name: null,
    group_short_description: null,
    professional_id: professional.id,
    practice_id: practice.id,
    first_name: professional.firstName,
    last_name: professional.lastName,
    specialty_code: professional.specialty.code,
    specialty_label: localizeSpecialty(professional.specialty, locale).label,
    city: practice.city,
    postal_code: practice.postalCode,
    full_address: practice.fullAddress,
    is_registered: user !== null,
    accepts_individual_requests: Boolean(user?.isRequestable && user.acceptsIndividualRequests),
  };
}

const boundsParam = z
  .string()
  .max(200)
  .transform((text, context) => {
    const bounds = parseBounds(text);
    if (!bounds) {
      context.addIssue({ code: "custom", message: "bounds is west,south,east,north in degrees (west ≤ east, south ≤ north)" });
      return z.NEVER;
    }
    return bounds;
  });

const pageQuery = {
  specialty: z.string().trim().max(40).optional().describe("A specialty code, or the tags all, doctor, specialist."),
  limit: z.coerce.number().int().min(1).max(DIRECTORY_MAX_LIMIT).default(DIRECTORY_DEFAULT_LIMIT),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe("1-based page number."),
};

const searchQuery = z.object({
  bounds: boundsParam.optional().describe("west,south,east,north in degrees, e.g. 4.6,45.6,5.1,45.9. Left out: the viewer's starting view, 50 km around their last known position, else their country's centre (as GraphQL's directoryStart.bounds)."),
  only_accessible: z.enum(["true", "false"]).default("false").transform((v) => v === "true").describe("Only groups the viewer is a member of and professionals who take individual requests."),
  ...pageQuery,
});

export const directoryRoutes = [
  defineRoute({
    method: "GET",
    path: "/directory",
    operationId: "searchDirectory",
    tag: "directory",
    summary:
      "Spec 1 §2 directory map: the groups, then the professionals' practices, inside bounds, of the viewer's country, by specialty; registered users who chose not to appear are left out.",
    auth: "validated",
    query: searchQuery,
    response: z.array(entryShape),
    responseHeaders: paginationDoc,
    handler: async (context, { query }) => {
      const page = await searchDirectory(context.prisma, context.viewer, { bounds: query.bounds, specialty: query.specialty, onlyAccessible: query.only_accessible, limit: query.limit, page: query.page });
      return {
        body: page.items.map((item) => toEntry(item, context.locale)),
        headers: { [PAGINATION_HEADER]: JSON.stringify({ total_count: page.totalCount, offset: page.offset, limit: page.limit }) },
      };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/directory/groups",
    operationId: "listDirectoryGroups",
    tag: "directory",
    summary: "Spec 1 §2 directory groups tab (France only; empty for other countries): the recipient networks whose experts have the specialty, by name.",
    auth: "validated",
    query: z.object({
      ...pageQuery,
      specialty: pageQuery.specialty.describe("A specialty code, the tags all, doctor, specialist, or default: the viewer's own default for this tab (their specialty for a specialist, else specialist)."),
    }),
    response: z.array(entryShape),
    responseHeaders: { ...paginationDoc, [SPECIALTY_HEADER]: "The specialty code or tag searched, `default` resolved to the viewer's own (as GraphQL's DirectoryPage.specialty); absent when every specialty was." },
    handler: async (context, { query }) => {
      const page = await listNationalGroups(context.prisma, context.viewer, query);
      return {
        body: page.items.map(groupEntry),
        headers: {
          [PAGINATION_HEADER]: JSON.stringify({ total_count: page.totalCount, offset: page.offset, limit: page.limit }),
          ...(page.specialty ? { [SPECIALTY_HEADER]: page.specialty } : {}),
        },
      };
    },
  }),
];
