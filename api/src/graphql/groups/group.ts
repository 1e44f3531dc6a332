import { visibleGroupWhere, visibleTopicWhere } from "../../domain/groups/access.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { CountryEnum } from "../enums.ts";

export const GroupRef = builder.prismaNode("Group", {
  id: { field: "id" },
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [visibleGroupWhere(context.viewer)] }),
  fields: (t) => ({
    name: t.exposeString("name"),
    shortDescription: t.exposeString("shortDescription", { nullable: true }),
    country: t.expose("country", { type: CountryEnum }),
  }),
});

export const TopicRef = builder.prismaNode("Topic", {
  id: { field: "id" },
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [visibleTopicWhere(context.viewer)] }),
  fields: (t) => ({
    label: t.exposeString("label"),
    group: t.relation("group"),
  }),
});
