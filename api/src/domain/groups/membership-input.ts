import { z } from "zod";
import { singleLineText } from "../single-line-text.ts";
import { dbIdSchema } from "../rules/id.ts";

// One zod schema per membership command (DESIGN.md "Validation"), shared by GraphQL and REST.

/** A group's topics are few; a longer list is not a real edit. */
export const MAX_MEMBER_TOPICS = 200;
export const TITLE_MAX_LENGTH = 120;
export const CONTACT_MAX_LENGTH = 254;

export const groupRefInput = z.object({ groupId: dbIdSchema });
export type GroupRefInput = z.input<typeof groupRefInput>;

export const membershipRefInput = z.object({ membershipId: dbIdSchema });
export type MembershipRefInput = z.input<typeof membershipRefInput>;

const capabilityFields = {
  canAdmin: z.boolean().optional(),
  canReply: z.boolean().optional(),
  canSendFromGroup: z.boolean().optional(),
  canSupport: z.boolean().optional(),
  canShadow: z.boolean().optional(),
  canAsk: z.boolean().optional(),
  // Administrative data (spec 2 §2): an admin grants them like the others.
  canIntegrateAct: z.boolean().optional(),
  canIntegrateReport: z.boolean().optional(),
};

const topicFields = {
  title: singleLineText().trim().max(TITLE_MAX_LENGTH).nullable().optional(),
  allTopics: z.boolean().optional(),
  topicIds: z.array(dbIdSchema).max(MAX_MEMBER_TOPICS).optional(),
};

export const inviteMemberInput = z.object({
  groupId: dbIdSchema,
  professionalId: dbIdSchema,
  /** E-mail or mobile phone, required for a professional without an account. */
  contact: z.string().max(CONTACT_MAX_LENGTH).optional(),
  ...capabilityFields,
  ...topicFields,
});
export type InviteMemberInput = z.input<typeof inviteMemberInput>;

export const updateMembershipInput = z.object({ membershipId: dbIdSchema, ...capabilityFields, ...topicFields });
export type UpdateMembershipInput = z.input<typeof updateMembershipInput>;
