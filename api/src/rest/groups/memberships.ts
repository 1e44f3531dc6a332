import { requireViewer } from "../../domain/access.ts";
import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { visibleGroupId } from "../../domain/groups/group-details.ts";
import { inviteMember } from "../../domain/groups/invite-member.ts";
import { acceptMembership, applyToGroup, endMembership, type MembershipOutcome } from "../../domain/groups/membership-commands.ts";
import { CONTACT_MAX_LENGTH, MAX_MEMBER_TOPICS, TITLE_MAX_LENGTH } from "../../domain/groups/membership-input.ts";
import { listGroupMemberships, MEMBERS_PAGE, membershipsInOrder } from "../../domain/groups/membership-list.ts";
import { updateMembership } from "../../domain/groups/update-membership.ts";
import { DomainError } from "../../domain/errors.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { restError } from "../errors.ts";
import { PAGINATION_HEADER } from "../requests/requests.ts";
import { defineRoute, type RestContext } from "../route.ts";
import { membershipShape, toMembership } from "./membership-shape.ts";

// Spec 2 §7 membership calls: GET group memberships (can_participate), POST, PUT, DELETE
// memberships; the rules are domain/groups' membership commands.

const idParams = z.object({ id: dbIdSchema });
const STATUSES = { applying: "APPLYING", invited: "INVITED", ongoing: "ONGOING" } as const;
const flag = z.enum(["true", "false"]).transform((value) => value === "true");

const listQuery = z.object({
  can_participate: flag.optional().describe("true: ongoing members who may take part in the group's requests (experts, support, admins)."),
  status: z.enum(["applying", "invited", "ongoing"]).optional(),
  search: z.string().max(1000).optional().describe("Every word must match the member's name or registration number, accents and case ignored."),
  topic_id: dbIdSchema.optional().describe("Members covering this topic (all_topics or the topic among theirs)."),
  side: z.enum(["requesters", "requested"]).optional().describe("requesters: members who are not insiders; requested: insiders."),
  limit: z.coerce.number().int().min(1).max(MEMBERS_PAGE).default(MEMBERS_PAGE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const capabilityBody = {
  can_admin: z.boolean().optional(),
  can_reply: z.boolean().optional(),
  can_send_from_group: z.boolean().optional(),
  can_support: z.boolean().optional(),
  can_shadow: z.boolean().optional(),
  can_ask: z.boolean().optional(),
  can_integrate_act: z.boolean().optional().describe("Integrates the group's acts (administrative data)."),
  can_integrate_report: z.boolean().optional().describe("Integrates the group's reports (administrative data)."),
  title: z.string().max(TITLE_MAX_LENGTH).nullable().optional(),
  all_topics: z.boolean().optional(),
  topic_ids: z.array(dbIdSchema).max(MAX_MEMBER_TOPICS).optional().describe("Topics the member covers when not all_topics (only topics the caller administers)."),
};

const createBody = z.object({
  group_id: dbIdSchema,
  professional_id: dbIdSchema.optional().describe("Another professional: an admin's invitation. Absent (or the caller's own): the caller applies."),
  contact: z.string().max(CONTACT_MAX_LENGTH).optional().describe("E-mail or mobile phone for a professional without an account."),
  ...capabilityBody,
});

const updateBody = z.object({ status: z.literal("ongoing").optional().describe("ongoing: accept the application (admin) or the invitation (invitee)."), ...capabilityBody });

type CapabilityBody = { [K in keyof typeof capabilityBody]?: z.infer<(typeof capabilityBody)[K]> };

function editOf(body: CapabilityBody) {
  return {
    ...(body.can_admin !== undefined ? { canAdmin: body.can_admin } : {}),
    ...(body.can_reply !== undefined ? { canReply: body.can_reply } : {}),
    ...(body.can_send_from_group !== undefined ? { canSendFromGroup: body.can_send_from_group } : {}),
    ...(body.can_support !== undefined ? { canSupport: body.can_support } : {}),
    ...(body.can_shadow !== undefined ? { canShadow: body.can_shadow } : {}),
    ...(body.can_ask !== undefined ? { canAsk: body.can_ask } : {}),
    ...(body.can_integrate_act !== undefined ? { canIntegrateAct: body.can_integrate_act } : {}),
    ...(body.can_integrate_report !== undefined ? { canIntegrateReport: body.can_integrate_report } : {}),
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.all_topics !== undefined ? { allTopics: body.all_topics } : {}),
    ...(body.topic_ids !== undefined ? { topicIds: body.topic_ids } : {}),
  };
}

const endedShape = z.object({ id: z.number().int(), group_id: z.number().int(), status: z.null().describe("The membership is gone.") });

async function answerOf(context: RestContext, outcome: MembershipOutcome) {
  if (outcome.status === null) return { body: { id: outcome.membershipId, group_id: outcome.groupId, status: null } };
  const [row] = await membershipsInOrder(context.prisma, [outcome.membershipId]);
  return row ? { body: toMembership(row) } : restError("not_found", context.locale);
}

export const membershipRoutes = [
  defineRoute({
    method: "GET",
    path: "/groups/{id}/memberships",
    operationId: "listGroupMemberships",
    tag: "groups",
    summary:
      "A page of a group's memberships the caller may read (insiders: ongoing members; admins and super users: applications and invitations too), applications first then by name; 404 when the group is hidden.",
    auth: "validated",
    params: idParams,
    query: listQuery,
    response: z.array(membershipShape),
    responseHeaders: { [PAGINATION_HEADER]: 'Pagination metadata as JSON: {"total_count": n, "offset": n, "limit": n}' },
    handler: async (context, { params, query }) => {
      const viewer = requireViewer(context.viewer);
      const groupId = await visibleGroupId(context.prisma, viewer, params.id);
      if (groupId === null) return restError("not_found", context.locale);
      const page = await listGroupMemberships(
        context.prisma,
        viewer,
        { groupId, canParticipate: query.can_participate, status: query.status ? STATUSES[query.status] : undefined, search: query.search, topicId: query.topic_id, side: query.side },
        { limit: query.limit, offset: query.offset },
      );
      const rows = await membershipsInOrder(context.prisma, page.ids);
      return {
        body: rows.map(toMembership),
        headers: { [PAGINATION_HEADER]: JSON.stringify({ total_count: page.totalCount, offset: query.offset, limit: query.limit }) },
      };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/memberships",
    operationId: "createMembership",
    tag: "groups",
    summary:
      "Without professional_id: the caller applies to the group (spec 1 §4; ongoing at once in groups that accept applications automatically). With professional_id: an admin invites that professional (already_member, impossible_to_add, invalid_contact, no_licence_available).",
    auth: "validated",
    body: createBody,
    response: membershipShape,
    handler: async (context, { body }) => {
      const viewer = requireViewer(context.viewer);
      const deps = domainDeps(context);
      const invite = body.professional_id !== undefined && body.professional_id !== viewer.professionalId;
      const outcome = invite
        ? await inviteMember(deps, viewer, { groupId: body.group_id, professionalId: body.professional_id ?? 0, ...(body.contact !== undefined ? { contact: body.contact } : {}), ...editOf(body) })
        : await applyToGroup(deps, viewer, { groupId: body.group_id });
      const answer = await answerOf(context, outcome);
      return { ...answer, status: "status" in answer && answer.status ? answer.status : 201 };
    },
  }),
  defineRoute({
    method: "PUT",
    path: "/memberships/{id}",
    operationId: "updateMembership",
    tag: "groups",
    summary:
      "status ongoing accepts (an admin an application, the invitee an invitation; no_licence_available when no seat is free); capabilities, title, all_topics and topic_ids edit the member (admins; only topics they administer).",
    auth: "validated",
    params: idParams,
    body: updateBody,
    response: membershipShape,
    handler: async (context, { params, body }) => {
      const viewer = requireViewer(context.viewer);
      const deps = domainDeps(context);
      const edit = editOf(body);
      let outcome: MembershipOutcome | null = null;
      if (body.status === "ongoing") outcome = await acceptMembership(deps, viewer, { membershipId: params.id });
      if (Object.keys(edit).length) outcome = await updateMembership(deps, viewer, { membershipId: params.id, ...edit });
      if (!outcome) throw new DomainError("validation_failed", "status");
      return answerOf(context, outcome);
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/memberships/{id}",
    operationId: "deleteMembership",
    tag: "groups",
    summary:
      "Removes a membership, as fits the caller: the member cancels an application, refuses an invitation or leaves; an admin refuses an application, cancels an invitation or deletes a member (topics_not_administered, contact_support).",
    auth: "validated",
    params: idParams,
    response: endedShape,
    handler: async (context, { params }) => answerOf(context, await endMembership(domainDeps(context), requireViewer(context.viewer), { membershipId: params.id })),
  }),
];
