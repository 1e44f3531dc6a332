import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { readOnDutyNow } from "../../domain/planning/on-duty-read.ts";
import { readPlanning } from "../../domain/planning/planning-read.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { defineRoute } from "../route.ts";

// Spec 2 §7 "GET planning (group_id, from, to)": a recipient group's on-call planning. The period
// editor's writes are GraphQL's (createPlanningEvent...): spec 2 §7 lists no REST write.

const planningEventShape = z.object({
  id: z.number().int(),
  start: z.string().nullable().describe("Start of the duty period (ISO 8601); null with end null: always on duty."),
  end: z.string().nullable().describe("End of the duty period, exclusive (ISO 8601); null with start null: always on duty."),
  membership_id: z.number().int().describe("The expert's membership in the group."),
  professional_id: z.number().int(),
  expert_name: z.string(),
  all_topics: z.boolean().describe("On duty for every category of the group."),
  topic_ids: z.array(z.number().int()).describe("The categories on duty for, when not all_topics."),
});

const onDutyShape = z.object({
  membership_id: z.number().int().describe("The expert's membership in the group."),
  professional_id: z.number().int(),
  expert_name: z.string(),
  all_topics: z.boolean().describe("On duty for every category of the group."),
  topics: z.array(z.object({ id: z.number().int(), label: z.string() })).describe("The categories on duty for, when not all_topics."),
});

export const planningRoutes = [
  defineRoute({
    method: "GET",
    path: "/planning",
    operationId: "listPlanning",
    tag: "planning",
    summary:
      "A recipient group's duty periods meeting [from, to) (at most 400 days), \"always\" periods included. For the group's insiders (not in panel groups unless super); 404 for anyone else, as for a missing group.",
    auth: "validated",
    query: z.object({
      group_id: dbIdSchema.describe("The group."),
      from: z.string().datetime({ offset: true }).describe("Start of the range (ISO 8601 date and time)."),
      to: z.string().datetime({ offset: true }).describe("End of the range, exclusive, not before from (ISO 8601 date and time)."),
    }),
    response: z.array(planningEventShape),
    handler: async (context, { query }) => {
      const events = await readPlanning(domainDeps(context), context.viewer, { groupId: query.group_id, from: query.from, to: query.to });
      return {
        body: events.map((event) => ({
          id: event.id,
          start: event.start?.toISOString() ?? null,
          end: event.end?.toISOString() ?? null,
          membership_id: event.membershipId,
          professional_id: event.professionalId,
          expert_name: event.expertName,
          all_topics: event.allTopics,
          topic_ids: event.topicIds,
        })),
      };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/planning/on_duty",
    operationId: "listOnDutyNow",
    tag: "planning",
    summary:
      "Issue 23: the experts of a recipient group on duty now (a duty period covers this instant), with the categories they are on duty for, sorted by name; requests published to those categories now are shown to them first. For the group's insiders (not in panel groups unless super); 404 for anyone else, as for a missing group.",
    auth: "validated",
    query: z.object({ group_id: dbIdSchema.describe("The group.") }),
    response: z.array(onDutyShape),
    handler: async (context, { query }) => {
      const experts = await readOnDutyNow(domainDeps(context), context.viewer, { groupId: query.group_id });
      return {
        body: experts.map((expert) => ({
          membership_id: expert.membershipId,
          professional_id: expert.professionalId,
          expert_name: expert.name,
          all_topics: expert.allTopics,
          topics: expert.topics.map((topic) => ({ id: topic.id, label: topic.label })),
        })),
      };
    },
  }),
];
