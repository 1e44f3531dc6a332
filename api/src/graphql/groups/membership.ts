import { queryFromInfo } from "@pothos/plugin-prisma";
import { GraphQLError } from "graphql";
import type { CallContext } from "../../call/call-context.ts";
import { readableMembershipWhere } from "../../domain/groups/membership-access.ts";
import { listGroupMemberships, MEMBERS_PAGE, type MemberSide } from "../../domain/groups/membership-list.ts";
import { isLastAdminRow, lastAdminSelect, ongoingAdminsCount } from "../../domain/groups/last-admin.ts";
import { capabilitiesSelect, displayedRole, DISPLAYED_ROLES, hasFreeSeat, removalRefusal, welcomeRole } from "../../domain/groups/membership-rules.ts";
import { canAdminGroup, standingFromRows, viewerMembershipSelect } from "../../domain/groups/standing.ts";
import { errorMessage } from "../../domain/i18n/error-messages.ts";
import { builder } from "../builder.ts";
import { ProfessionalRef } from "../directory/user.ts";
import { toDbId } from "../ids.ts";
import { MembershipStatusEnum } from "../requests/recipients.ts";
import { GroupRef, TopicRef } from "./group.ts";
import { offsetCursor, offsetPageInfo } from "../offset-page.ts";

// Spec 1 §3 Membership, §4 states, §6 roles: the membership node, a group's members (the members
// tab) and the viewer's own membership. The mutations are in membership-mutations.ts.

export const DisplayedRoleEnum = builder.enumType("MembershipRole", {
  description: "Spec 1 §6 displayed precedence of a member's capabilities: admin, expert, requester, support, shadow, otherwise member.",
  values: {
    ADMIN: { value: "ADMIN", description: "Administrator (can_admin)." },
    EXPERT: { value: "EXPERT", description: "Expert: answers requests (can_reply)." },
    REQUESTER: { value: "REQUESTER", description: "Requester: sends requests from or to the group (can_send_from_group, can_ask)." },
    SUPPORT: { value: "SUPPORT", description: "Administrative support (can_support)." },
    SHADOW: { value: "SHADOW", description: "Observer (can_shadow)." },
    MEMBER: { value: "MEMBER", description: "A member with none of the above." },
  } satisfies Record<(typeof DISPLAYED_ROLES)[number], { value: string; description: string }>,
});

export const WelcomeRoleEnum = builder.enumType("MembershipWelcomeRole", {
  description: "Spec 1 §4: which text the welcome dialog shows.",
  values: {
    EXPERT: { value: "EXPERT", description: "An expert of the group." },
    REQUESTER: { value: "REQUESTER", description: "A requester: the dialog offers to request advice." },
    MEMBER: { value: "MEMBER", description: "A plain member." },
  } as const,
});

export const MemberSideEnum = builder.enumType("MemberSide", {
  description: "The members tab's switch (spec 1 §2): requesters from outside the group, or the requested team (insiders).",
  values: {
    REQUESTERS: { value: "requesters", description: "Members who are not insiders: they send requests to the group." },
    REQUESTED: { value: "requested", description: "Insiders: the group's own team, who answer." },
  } as const,
});

/** What the viewer's standing in the row's group needs, selected with the row (no query per row). */
const groupStandingSelect = (context: CallContext) => ({
  group: { select: { maxSeats: true, memberships: viewerMembershipSelect(context.viewer) } },
});

/** What removalRefusal needs: the row's topics and status, the viewer's standing, the admins count. */
const removalSelect = (context: CallContext) => ({
  status: true,
  canAdmin: true,
  isInsider: true,
  allTopics: true,
  professionalId: true,
  topics: { select: { topicId: true } },
  group: { select: { maxSeats: true, memberships: viewerMembershipSelect(context.viewer), ...ongoingAdminsCount } },
});

type RemovalRow = {
  status: "APPLYING" | "INVITED" | "ONGOING";
  canAdmin: boolean;
  isInsider: boolean;
  allTopics: boolean;
  topics: { topicId: number }[];
  group: { maxSeats: number | null; memberships: Parameters<typeof standingFromRows>[1]; _count: { memberships: number } };
};

/** Why the viewer may not remove this ongoing member; null when they may or it does not apply (not an admin, not ongoing). */
function removalRefusalOf(row: RemovalRow, context: CallContext) {
  const standing = standingFromRows(context.viewer, row.group.memberships);
  if (row.status !== "ONGOING" || !canAdminGroup(standing)) return null;
  const target = { status: row.status, canAdmin: row.canAdmin, isInsider: row.isInsider, allTopics: row.allTopics, topicIds: row.topics.map((link) => link.topicId) };
  return removalRefusal(standing, target, row.group, row.group._count.memberships);
}

export const MembershipRef = builder.prismaNode("Membership", {
  id: { field: "id" },
  description: "A professional's membership of a group (spec 1 §3): status, title, capabilities and topics.",
  select: { id: true },
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [readableMembershipWhere(context.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The membership's id in the REST API." }),
    status: t.expose("status", { type: MembershipStatusEnum, description: "APPLYING, INVITED or ONGOING (spec 1 §4)." }),
    title: t.exposeString("title", { nullable: true, description: "The member's title in the group (e.g. Coordinateur)." }),
    isInsider: t.exposeBoolean("isInsider", { description: "Part of the group's own team (spec 1 §6 insider)." }),
    allTopics: t.exposeBoolean("allTopics", { description: "Covers every topic of the group." }),
    canAdmin: t.exposeBoolean("canAdmin", { description: "Administrator." }),
    canReply: t.exposeBoolean("canReply", { description: "Expert: answers requests." }),
    canSendFromGroup: t.exposeBoolean("canSendFromGroup", { description: "Requester: sends requests on the group's behalf." }),
    canSupport: t.exposeBoolean("canSupport", { description: "Administrative support." }),
    canShadow: t.exposeBoolean("canShadow", { description: "Observer." }),
    canAsk: t.exposeBoolean("canAsk", { description: "May send requests to the group's topics." }),
    canIntegrateAct: t.exposeBoolean("canIntegrateAct", { description: "Integrates the group's acts (administrative data)." }),
    canIntegrateReport: t.exposeBoolean("canIntegrateReport", { description: "Integrates the group's reports (administrative data)." }),
    role: t.field({
      type: DisplayedRoleEnum,
      description: "The role shown, by the precedence of spec 1 §6.",
      select: capabilitiesSelect,
      resolve: (row) => displayedRole(row),
    }),
    welcomeRole: t.field({
      type: WelcomeRoleEnum,
      description: "The welcome dialog's text by role (spec 1 §4).",
      select: capabilitiesSelect,
      resolve: (row) => welcomeRole(row),
    }),
    needsWelcome: t.boolean({
      description: "The viewer's own ongoing membership whose welcome dialog was not shown yet (markMembershipWelcomed).",
      select: { status: true, welcomedAt: true, professionalId: true },
      resolve: (row, _args, context) => row.status === "ONGOING" && row.welcomedAt === null && row.professionalId === context.viewer?.professionalId,
    }),
    isViewer: t.boolean({
      description: "This is the viewer's own membership.",
      select: { professionalId: true },
      resolve: (row, _args, context) => context.viewer?.professionalId != null && row.professionalId === context.viewer.professionalId,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the application or invitation was made." }),
    professional: t.relation("professional", { description: "The member." }),
    group: t.relation("group", { description: "The group." }),
    topics: t.field({
      type: [TopicRef],
      description: "The topics the member covers when not all_topics, in page order.",
      select: (_args, _context, nestedSelection) => ({
        topics: { select: { topic: nestedSelection({ select: { id: true } }) }, orderBy: [{ topic: { position: "asc" } }, { topicId: "asc" }] },
      }),
      resolve: (row) => row.topics.map((link) => link.topic),
    }),
    viewerCanManage: t.boolean({
      description: "The viewer administers the group: accepts, refuses, edits, cancels the invitation (spec 1 §6).",
      select: (_args, context) => groupStandingSelect(context),
      resolve: (row, _args, context) => canAdminGroup(standingFromRows(context.viewer, row.group.memberships)),
    }),
    isLastAdmin: t.boolean({
      description: "The group's only ongoing administrator: leaving, removal and giving up the admin capability answer last_admin (a group keeps at least one administrator).",
      select: lastAdminSelect,
      resolve: (row) => isLastAdminRow(row),
    }),
    canBeDeletedByViewer: t.boolean({
      description:
        "An ongoing member the viewer may remove: an admin, and not a member with topics the viewer does not administer, an insider of a group without seat limit (spec 1 §6) nor the group's last administrator.",
      select: (_args, context) => removalSelect(context),
      resolve: (row, _args, context) => {
        if (row.status !== "ONGOING" || row.professionalId === context.viewer?.professionalId || !canAdminGroup(standingFromRows(context.viewer, row.group.memberships))) return false;
        return removalRefusalOf(row, context) === null;
      },
    }),
    deletionRefusal: t.string({
      nullable: true,
      description: "Why the viewer may not remove this ongoing member: topics_not_administered, contact_support or last_admin; null when they may or it does not apply.",
      select: (_args, context) => removalSelect(context),
      resolve: (row, _args, context) => removalRefusalOf(row, context),
    }),
  }),
});

// Keep the professional type referenced here so the relation above resolves to it.
void ProfessionalRef;

function invalidArgument(field: string, context: CallContext): GraphQLError {
  return new GraphQLError(errorMessage("validation_failed", context.locale), { extensions: { code: "validation_failed", field } });
}

/** A page cursor is the edge's offset, so the 100-a-page list pages as REST does. */
const cursorOf = (offset: number) => offsetCursor("members", offset);
function offsetOf(cursor: string): number | null {
  const match = /^members:(\d{1,7})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  return match ? Number(match[1]) : null;
}

builder.prismaObjectFields(GroupRef, (t) => ({
  memberships: t.connection(
    {
      type: MembershipRef,
      description:
        "Spec 1 §2 members tab: the group's memberships the viewer may read (insiders see ongoing members; admins and super users applications and invitations too), applications first, then by name; 100 a page.",
      args: {
        side: t.arg({ type: MemberSideEnum, description: "Requesters or requested (insiders); both when absent." }),
        search: t.arg.string({ description: "Words that must all appear in the member's name or registration number (accents and case ignored)." }),
        status: t.arg({ type: MembershipStatusEnum, description: "Only this status." }),
        topicId: t.arg.id({ description: "Only members covering this topic (a Topic global id)." }),
      },
      resolve: async (group, args, context, info) => {
        if (args.last != null || args.before != null) throw invalidArgument("last", context);
        const after = args.after ? offsetOf(args.after) : null;
        if (args.after && after === null) throw invalidArgument("after", context);
        const first = args.first ?? MEMBERS_PAGE;
        if (first < 0 || first > MEMBERS_PAGE) throw invalidArgument("first", context);
        if (args.search && args.search.length > 1000) throw invalidArgument("search", context);
        const offset = after === null ? 0 : after + 1;
        const topicId = args.topicId ? topicDbId(String(args.topicId)) : undefined;
        const page = await listGroupMemberships(
          context.prisma,
          context.viewer,
          { groupId: group.id, side: (args.side ?? undefined) as MemberSide | undefined, search: args.search ?? undefined, status: args.status ?? undefined, topicId },
          { limit: first, offset },
        );
        const rows = page.ids.length
          ? await context.prisma.membership.findMany({ ...queryFromInfo({ context, info, path: ["edges", "node"] }), where: { id: { in: page.ids } } })
          : [];
        const byId = new Map(rows.map((row) => [row.id, row]));
        const edges = page.ids.flatMap((id, index) => {
          const node = byId.get(id);
          return node ? [{ cursor: cursorOf(offset + index), node }] : [];
        });
        return {
          totalCount: page.totalCount,
          edges,
          pageInfo: offsetPageInfo({ offset, listed: page.ids.length, totalCount: page.totalCount }, edges),
        };
      },
    },
    {
      name: "GroupMembershipsConnection",
      description: "A page of a group's memberships.",
      fields: (c) => ({
        totalCount: c.int({ description: "Memberships matching the filters.", resolve: (connection) => connection.totalCount }),
      }),
    },
    { name: "GroupMembershipsEdge", description: "A membership of a group." },
  ),
  viewerMembership: t.field({
    type: MembershipRef,
    nullable: true,
    description: "The viewer's own membership of the group (applying, invited or ongoing); null when none.",
    select: (_args, context, nestedSelection) => ({
      memberships: nestedSelection({ where: { professionalId: context.viewer?.professionalId ?? 0 }, take: 1 }),
    }),
    resolve: (group) => group.memberships[0] ?? null,
  }),
  requesterMembersCount: t.relationCount("memberships", {
    description: "Ongoing members who are not insiders (the requesters side of the members tab).",
    where: { status: "ONGOING", isInsider: false },
  }),
  requestedMembersCount: t.relationCount("memberships", {
    description: "Ongoing insiders (the requested side of the members tab).",
    where: { status: "ONGOING", isInsider: true },
  }),
  seatsFull: t.boolean({
    description: "Every seat (licence) is taken: adding an insider answers no_licence_available (spec 1 §5).",
    select: { maxSeats: true, _count: { select: { memberships: { where: { isInsider: true, status: { in: ["ONGOING", "INVITED"] } } } } } },
    resolve: (group) => !hasFreeSeat(group.maxSeats, group._count.memberships),
  }),
}));

function topicDbId(globalId: string): number {
  const decoded = Buffer.from(globalId, "base64").toString("utf8");
  const match = /^Topic:(\d{1,10})$/.exec(decoded);
  return match ? toDbId(match[1] ?? "") : 0;
}
