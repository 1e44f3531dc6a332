import { z } from "zod";
import type { MembershipRow } from "../../domain/groups/membership-list.ts";
import { displayedRole, DISPLAYED_ROLES } from "../../domain/groups/membership-rules.ts";

// Spec 1 §3 Membership as the REST layer answers it (snake_case).

export const membershipShape = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  user_id: z.number().int().nullable().describe("The member's account; null for a professional invited without one."),
  professional_id: z.number().int(),
  status: z.enum(["applying", "invited", "ongoing"]),
  title: z.string().nullable(),
  is_insider: z.boolean(),
  all_topics: z.boolean(),
  topics: z.array(z.object({ topic_id: z.number().int(), topic: z.object({ label: z.string() }) })),
  can_admin: z.boolean(),
  can_reply: z.boolean(),
  can_ask: z.boolean(),
  can_send_from_group: z.boolean(),
  can_support: z.boolean(),
  can_shadow: z.boolean(),
  can_integrate_act: z.boolean(),
  can_integrate_report: z.boolean(),
  role: z.enum(DISPLAYED_ROLES).describe("The displayed role (spec 1 §6 precedence: admin, expert, requester, support, shadow, member)."),
  created_at: z.string(),
  professional: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), rpps: z.string(), specialty_code: z.string() }),
});

const STATUS = { APPLYING: "applying", INVITED: "invited", ONGOING: "ongoing" } as const;

export function toMembership(row: MembershipRow): z.infer<typeof membershipShape> {
  return {
    id: row.id,
    group_id: row.groupId,
    user_id: row.professional.user?.id ?? null,
    professional_id: row.professionalId,
    status: STATUS[row.status],
    title: row.title,
    is_insider: row.isInsider,
    all_topics: row.allTopics,
    topics: row.topics.map((link) => ({ topic_id: link.topicId, topic: { label: link.topic.label } })),
    can_admin: row.canAdmin,
    can_reply: row.canReply,
    can_ask: row.canAsk,
    can_send_from_group: row.canSendFromGroup,
    can_support: row.canSupport,
    can_shadow: row.canShadow,
    can_integrate_act: row.canIntegrateAct,
    can_integrate_report: row.canIntegrateReport,
    role: displayedRole(row),
    created_at: row.createdAt.toISOString(),
    professional: { id: row.professional.id, first_name: row.professional.firstName, last_name: row.professional.lastName, rpps: row.professional.rpps, specialty_code: row.professional.specialtyCode },
  };
}
