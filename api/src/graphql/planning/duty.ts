import { domainDeps } from "../../call/domain-deps.ts";
import { viewerDutyRouteSelect } from "../../domain/planning/duty-routing.ts";
import { onDutyNowOrNull, type OnDutyNowView } from "../../domain/planning/on-duty-read.ts";
import { builder } from "../builder.ts";
import { GroupRef } from "../groups/group.ts";
import { RequestRef } from "../requests/request.ts";

// Issue 23 item 6, routing to the expert on duty (domain/planning/duty-routing.ts): who is on
// duty now in a group, and whether a request was routed to the viewer on duty.

const OnDutyTopicRef = builder.objectRef<{ id: number; label: string }>("OnDutyTopic").implement({
  description: "A category of the group an expert is on duty for.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The category's (topic's) id." }),
    label: t.exposeString("label", { description: "The category's label." }),
  }),
});

const OnDutyExpertRef = builder.objectRef<OnDutyNowView>("OnDutyExpert").implement({
  description: "An expert of the group on duty now: an ongoing member who replies, whose duty period covers this instant.",
  fields: (t) => ({
    membershipDatabaseId: t.exposeInt("membershipId", { description: "The expert's membership id." }),
    professionalDatabaseId: t.exposeInt("professionalId", { description: "The expert's professional id." }),
    name: t.exposeString("name", { description: "The expert's first and last name." }),
    allTopics: t.exposeBoolean("allTopics", { description: "On duty for every category of the group." }),
    topics: t.field({ type: [OnDutyTopicRef], description: "The categories on duty for, when not allTopics (in the group's order).", resolve: (expert) => expert.topics }),
  }),
});

builder.prismaObjectFields(GroupRef, (t) => ({
  onDutyNow: t.field({
    type: [OnDutyExpertRef],
    nullable: true,
    description:
      "The experts on duty now (issue 23: their duty period covers this instant), sorted by name; requests published to their categories now are shown to them first. For the group's insiders (not in panel groups unless super), as the planning; null for anyone else.",
    select: { id: true },
    resolve: (group, _args, context) => onDutyNowOrNull(domainDeps(context), context.viewer, group.id),
  }),
}));

builder.prismaObjectFields(RequestRef, (t) => ({
  onDutyRoutedAt: t.field({
    type: "DateTime",
    nullable: true,
    description:
      "When the request was routed to the viewer as the expert on duty for its category (issue 23: published while the viewer was on duty); null otherwise. Only the viewer's own route is told.",
    select: (_args, context) => viewerDutyRouteSelect(context.viewer?.professionalId ?? null),
    resolve: (request) => request.dutyRoutes[0]?.routedAt ?? null,
  }),
}));
