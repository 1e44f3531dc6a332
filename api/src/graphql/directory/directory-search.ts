import { GraphQLError } from "graphql";
import { z } from "zod";
import { directoryStart } from "../../domain/directory/directory-start.ts";
import { autocompletePlaces, placeIdSchema, type Place } from "../../domain/directory/places.ts";
import { DIRECTORY_DEFAULT_LIMIT, listNationalGroups, searchDirectory, type DirectoryGroup, type DirectoryItem } from "../../domain/directory/search.ts";
import type { Bounds } from "../../domain/rules/map-bounds.ts";
import { localizeSpecialty, specialtyTags, type SpecialtyTag } from "../../domain/directory/specialty-labels.ts";
import { listSpecialties } from "../../domain/directory/specialties.ts";
import type { CallContext } from "../../call/call-context.ts";
import { builder } from "../builder.ts";
import { CountryEnum } from "../enums.ts";

/** Bad arguments answer validation_failed (translated), never an internal error. */
async function refusingBadInput<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof z.ZodError) {
      throw new GraphQLError("validation_failed", { extensions: { code: "validation_failed", detail: error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") } });
    }
    throw error;
  }
}

type Entry = { item: DirectoryItem; context: CallContext };

const EntryKindEnum = builder.enumType("DirectoryMapEntryKind", {
  description: "What a directory entry is.",
  values: { GROUP: { description: "A network (group)." }, PRACTICE: { description: "A professional at one practice location." } },
});

const group = (entry: Entry): DirectoryGroup | null => (entry.item.kind === "group" ? entry.item.group : null);
const practice = (entry: Entry) => (entry.item.kind === "practice" ? entry.item.practice : null);

const DirectoryEntryRef = builder.objectRef<Entry>("DirectoryMapEntry").implement({
  description: "One pin and list row of the directory: a group, or a professional at one practice.",
  fields: (t) => ({
    key: t.string({ description: "Unique in a page: group-{id} or practice-{id}.", resolve: (e) => (e.item.kind === "group" ? `group-${e.item.group.id}` : `practice-${e.item.practice.id}`) }),
    kind: t.field({ type: EntryKindEnum, description: "Group or practice.", resolve: (e) => (e.item.kind === "group" ? "GROUP" : "PRACTICE") }),
    lat: t.float({ description: "Latitude of the pin.", resolve: (e) => (e.item.kind === "group" ? (e.item.group.lat ?? 0) : e.item.practice.lat) }),
    lng: t.float({ description: "Longitude of the pin.", resolve: (e) => (e.item.kind === "group" ? (e.item.group.lng ?? 0) : e.item.practice.lng) }),
    groupId: t.int({ nullable: true, description: "The group's database id (/group/{id}).", resolve: (e) => group(e)?.id ?? null }),
    groupName: t.string({ nullable: true, description: "The group's name.", resolve: (e) => group(e)?.name ?? null }),
    groupShortDescription: t.string({ nullable: true, description: "The group's one-line presentation.", resolve: (e) => group(e)?.shortDescription ?? null }),
    professionalId: t.int({ nullable: true, description: "The professional's database id (/profile/{id}).", resolve: (e) => practice(e)?.professional.id ?? null }),
    firstName: t.string({ nullable: true, description: "The professional's first name.", resolve: (e) => practice(e)?.professional.firstName ?? null }),
    lastName: t.string({ nullable: true, description: "The professional's last name.", resolve: (e) => practice(e)?.professional.lastName ?? null }),
    specialtyLabel: t.string({
      nullable: true,
      description: "The professional's specialty in the caller's locale.",
      resolve: (e) => {
        const row = practice(e)?.professional.specialty;
        return row ? localizeSpecialty(row, e.context.locale).label : null;
      },
    }),
    city: t.string({ nullable: true, description: "Town of the practice.", resolve: (e) => practice(e)?.city ?? null }),
    postalCode: t.string({ nullable: true, description: "Postal code of the practice.", resolve: (e) => practice(e)?.postalCode ?? null }),
    fullAddress: t.string({ nullable: true, description: "Address of the practice.", resolve: (e) => practice(e)?.fullAddress ?? null }),
    isRegistered: t.boolean({ nullable: true, description: "The professional has an account.", resolve: (e) => (practice(e) ? practice(e)?.professional.user !== null : null) }),
    acceptsIndividualRequests: t.boolean({
      nullable: true,
      description: "The professional takes requests addressed to them personally (registered, requestable and accepting).",
      resolve: (e) => {
        const user = practice(e)?.professional.user;
        return practice(e) ? Boolean(user?.isRequestable && user.acceptsIndividualRequests) : null;
      },
    }),
  }),
});

type Page = { items: DirectoryItem[]; totalCount: number; offset: number; limit: number; bounds?: Bounds; specialty?: string | null; context: CallContext };

const DirectoryPageRef = builder.objectRef<Page>("DirectoryPage").implement({
  description: "One page of directory entries with the pagination metadata (spec 3 'Pagination metadata').",
  fields: (t) => ({
    items: t.field({ type: [DirectoryEntryRef], description: "The entries of the page: groups first, then practices.", resolve: (p) => p.items.map((item) => ({ item, context: p.context })) }),
    totalCount: t.exposeInt("totalCount", { description: "Entries matching, all pages together." }),
    offset: t.exposeInt("offset", { description: "Entries before this page." }),
    limit: t.exposeInt("limit", { description: "Page size." }),
    bounds: t.floatList({
      nullable: true,
      description: "[west, south, east, north]: the view the map tab searched (the bounds asked, or the viewer's starting view when none were given); null on the groups tab.",
      resolve: (p) => p.bounds ?? null,
    }),
    specialty: t.string({
      nullable: true,
      description: "The specialty tag the groups tab searched: the one asked, or the viewer's own for `default`; null when it searched every specialty, and on the map tab.",
      resolve: (p) => p.specialty ?? null,
    }),
  }),
});

const PlaceRef = builder.objectRef<Place>("Place").implement({
  description: "A town or postcode area from the places provider (by default the built-in gazetteer).",
  fields: (t) => ({
    id: t.exposeString("id", { description: "Provider id, for Query.place." }),
    label: t.exposeString("label", { description: "Display label, e.g. 'Lyon (69001), France' (the formatted address)." }),
    name: t.exposeString("name", { description: "The town's name." }),
    postalCode: t.exposeString("postalCode", { nullable: true, description: "Main postal code." }),
    country: t.field({ type: CountryEnum, description: "Country of the place.", resolve: (p) => p.country }),
    lat: t.exposeFloat("lat", { description: "Latitude of the centre." }),
    lng: t.exposeFloat("lng", { description: "Longitude of the centre." }),
    bounds: t.floatList({ description: "[west, south, east, north]: the view to show, small places padded to about 20 km.", resolve: (p) => p.bounds }),
  }),
});

const DirectoryStartRef = builder.objectRef<Awaited<ReturnType<typeof directoryStart>>>("DirectoryStart").implement({
  description: "Where the directory opens for the viewer (spec 1 §9 map constants).",
  fields: (t) => ({
    country: t.field({ type: CountryEnum, description: "The viewer's country: the directory lists it; the groups tab exists for FR only.", resolve: (s) => s.country }),
    bounds: t.floatList({ description: "[west, south, east, north]: 50 km around the viewer's last position, else the country's centre.", resolve: (s) => s.bounds }),
    isRequestable: t.exposeBoolean("isRequestable", { description: "The viewer can be asked for advice (shows the directory note)." }),
    groupsSpecialty: t.exposeString("groupsSpecialty", { description: "Default specialty tag of the groups tab for this viewer." }),
    pageSize: t.exposeInt("pageSize", { description: "List page size (configuration; 100 by default)." }),
  }),
});

builder.queryField("directoryStart", (t) =>
  t.field({
    type: DirectoryStartRef,
    description: "The directory's starting view and defaults for the viewer.",
    authScopes: { validated: true },
    resolve: (_root, _args, context) => directoryStart(context.prisma, context.viewer),
  }),
);

builder.queryField("directory", (t) =>
  t.field({
    type: DirectoryPageRef,
    description: "Spec 1 §2 directory map: groups and practices inside bounds, by specialty, one page.",
    authScopes: { validated: true },
    args: {
      bounds: t.arg.floatList({ description: "[west, south, east, north] in degrees; left out, the viewer's starting view (directoryStart.bounds)." }),
      specialty: t.arg.string({ description: "A specialty code, or the tags all, doctor, specialist." }),
      onlyAccessible: t.arg.boolean({ description: "Only groups the viewer is a member of and professionals who take individual requests." }),
      limit: t.arg.int({ description: `Page size (default ${DIRECTORY_DEFAULT_LIMIT}, at most 200).` }),
      page: t.arg.int({ description: "1-based page number." }),
    },
    resolve: (_root, args, context) =>
      refusingBadInput(async () => ({
        ...(await searchDirectory(context.prisma, context.viewer, {
          bounds: args.bounds,
          specialty: args.specialty,
          onlyAccessible: args.onlyAccessible ?? false,
          limit: args.limit ?? undefined,
          page: args.page ?? undefined,
        })),
        context,
      })),
  }),
);

builder.queryField("directoryGroups", (t) =>
  t.field({
    type: DirectoryPageRef,
    description: "Spec 1 §2 directory groups tab (France only): the recipient networks whose experts have the specialty.",
    authScopes: { validated: true },
    args: {
      specialty: t.arg.string({ description: "A specialty code, the tags all, doctor, specialist, or `default`: the viewer's own default for this tab (DirectoryStart.groupsSpecialty)." }),
      limit: t.arg.int({ description: `Page size (default ${DIRECTORY_DEFAULT_LIMIT}, at most 200).` }),
      page: t.arg.int({ description: "1-based page number." }),
    },
    resolve: (_root, args, context) =>
      refusingBadInput(async () => {
        const page = await listNationalGroups(context.prisma, context.viewer, { specialty: args.specialty, limit: args.limit ?? undefined, page: args.page ?? undefined });
        return { ...page, items: page.items.map((g) => ({ kind: "group" as const, group: g })), context };
      }),
  }),
);

builder.queryField("placesAutocomplete", (t) =>
  t.field({
    type: [PlaceRef],
    description: "Spec 2 §7 places autocomplete: towns and postcodes whose name or code begins with the query (accents and case ignored).",
    authScopes: { validated: true },
    args: {
      query: t.arg.string({ required: true, description: "What was typed (at most 200 characters)." }),
      near: t.arg.floatList({ description: "[lat, lng]: rank places near this point first." }),
    },
    resolve: (_root, args, context) =>
      refusingBadInput(() => {
        const [lat, lng] = args.near ?? [];
        return autocompletePlaces(context.places, context.locale, { query: args.query, near: lat !== undefined && lng !== undefined ? { lat, lng } : undefined });
      }),
  }),
);

builder.queryField("place", (t) =>
  t.field({
    type: PlaceRef,
    nullable: true,
    description: "Spec 2 §7 places details: one place by its provider id; null when unknown.",
    authScopes: { validated: true },
    args: { id: t.arg.string({ required: true, description: "Place.id from placesAutocomplete." }) },
    resolve: (_root, args, context) => refusingBadInput(() => context.places.details(placeIdSchema.parse(args.id), context.locale)),
  }),
);

const SpecialtyTagRef = builder.objectRef<SpecialtyTag>("SpecialtyTag").implement({
  description: "An option of the directory's specialty dropdown (spec 1 §3 'Specialty tag').",
  fields: (t) => ({
    tag: t.exposeString("tag", { description: "all, doctor, specialist, or a specialty code." }),
    label: t.exposeString("label", { description: "The option's label in the caller's locale." }),
  }),
});

builder.queryField("directorySpecialtyTags", (t) =>
  t.field({
    type: [SpecialtyTagRef],
    description: "The directory's specialty dropdown: all, doctors, specialists, then every specialty in the caller's locale.",
    authScopes: { validated: true },
    resolve: async (_root, _args, context) => specialtyTags(context.locale, (await listSpecialties(context.prisma, context.locale)).items),
  }),
);
