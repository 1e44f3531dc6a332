import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { AWAY_MESSAGE_MAX_LENGTH } from "../../domain/groups/away-period.ts";
import { calendarDaySchema } from "../../domain/rules/calendar-day-schema.ts";
import { visibleTopic } from "../../domain/groups/topic-access.ts";
import { ACCEPTED_CODES_MAX, DESCRIPTION_MAX_LENGTH, INSTRUCTIONS_MAX_LENGTH, updateTopicSettings } from "../../domain/groups/topic-settings.ts";
import { isCurrentlyAway } from "../../domain/requests/specialty-gate.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { restError } from "../errors.ts";
import { defineRoute } from "../route.ts";

// Spec 1 §3 Topic and §5: a topic's settings, edited by the group's admins and the members who
// answer the topic. PUT /groups/{id} (the group's description) is the group routes' own.

const topicSettingsShape = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  label: z.string(),
  description: z.string().nullable(),
  instructions: z.string().nullable(),
  accepts_all_specialties: z.boolean(),
  accepted_specialty_codes: z.array(z.string()),
  away_message_active: z.boolean(),
  away_message: z.string().nullable(),
  away_since: z.string().nullable().describe("Start of the away period (ISO 8601)."),
  away_until: z.string().nullable().describe("End of the away period, exclusive: the day after the last day chosen (ISO 8601)."),
  away_blocking: z.boolean(),
  is_currently_away: z.boolean(),
});

const topicSettingsBody = z
  .object({
    description: z.string().max(DESCRIPTION_MAX_LENGTH).optional().describe("Trimmed; empty removes it."),
    instructions: z
      .string()
      .max(INSTRUCTIONS_MAX_LENGTH)
      .nullable()
      .optional()
      .describe("Medical instructions: trimmed, shown only if something is left; null turns them off."),
    accepts_all_specialties: z.boolean().optional().describe("true: every profession; false: accepted_specialty_codes (at least one)."),
    accepted_specialty_codes: z.array(z.string().max(20)).max(ACCEPTED_CODES_MAX).optional(),
    away_message_active: z.boolean().optional().describe("false turns the away message off; true needs away_since and away_until."),
    away_since: calendarDaySchema.optional().describe("First day away, YYYY-MM-DD."),
    away_until: calendarDaySchema.optional().describe("Last day away, YYYY-MM-DD, not before away_since: the day after it is stored as the end."),
    away_blocking: z.boolean().optional().describe("No request is taken while away (default false)."),
    away_message: z.string().max(AWAY_MESSAGE_MAX_LENGTH).optional(),
  });

type Body = z.infer<typeof topicSettingsBody>;

function professionsOf(body: Body) {
  if (body.accepts_all_specialties === undefined && body.accepted_specialty_codes === undefined) return undefined;
  // Sending codes alone is a selection: spec 1 §5, saving a selection turns accept-all off.
  return { acceptsAll: body.accepts_all_specialties ?? false, codes: body.accepted_specialty_codes };
}

function awayOf(body: Body) {
  if (body.away_message_active === undefined) return undefined;
  if (!body.away_message_active) return { active: false as const };
  return { active: true as const, since: body.away_since, lastDay: body.away_until, blocking: body.away_blocking ?? false, message: body.away_message };
}

export const topicSettingsRoutes = [
  defineRoute({
    method: "PUT",
    path: "/topics/{id}",
    operationId: "updateTopic",
    tag: "groups",
    summary:
      "Edit a topic's description, medical instructions, accepted specialties and away message (group admins and members with all_topics or this topic; forbidden otherwise). Fields left out are kept; a refusal changes nothing.",
    auth: "validated",
    params: z.object({ id: dbIdSchema }),
    body: topicSettingsBody,
    response: topicSettingsShape,
    handler: async (context, { params, body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      await updateTopicSettings(domainDeps(context), viewer, {
        topicId: params.id,
        description: body.description,
        instructions: body.instructions === undefined ? undefined : { active: body.instructions !== null, instructions: body.instructions ?? undefined },
        professions: professionsOf(body),
        away: awayOf(body),
      });
      const topic = await visibleTopic(context.prisma, viewer, params.id);
      if (!topic) return restError("not_found", context.locale);
      return {
        body: {
          id: topic.id,
          group_id: topic.groupId,
          label: topic.label,
          description: topic.description,
          instructions: topic.instructions,
          accepts_all_specialties: topic.acceptsAllSpecialties,
          accepted_specialty_codes: topic.acceptedSpecialtyCodes,
          away_message_active: topic.awayMessageActive,
          away_message: topic.awayMessage,
          away_since: topic.awaySince?.toISOString() ?? null,
          away_until: topic.awayUntil?.toISOString() ?? null,
          away_blocking: topic.awayBlocking,
          is_currently_away: isCurrentlyAway(topic, context.now()),
        },
      };
    },
  }),
];
