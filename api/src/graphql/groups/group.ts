import { ExtraPatientField, GroupLayout, GroupMode, TopicType } from "../../db/generated/prisma/enums.ts";
import { visibleGroupWhere, visibleTopicWhere } from "../../domain/groups/access.ts";
import { builder } from "../builder.ts";
import { toDbId } from "../ids.ts";
import { CountryEnum } from "../enums.ts";

export const GroupModeEnum = builder.enumType("GroupMode", {
  description: "Whether the group receives requests (its experts answer) or sends them on its members' behalf.",
  values: {
    RECIPIENT: { value: GroupMode.RECIPIENT, description: "The group receives requests; its experts answer." },
    SENDER: { value: GroupMode.SENDER, description: "The group sends requests on its members' behalf." },
  } as const,
});
export const GroupLayoutEnum = builder.enumType("GroupLayout", {
  description: "How the group's page is laid out (spec 1 §2).",
  values: {
    MAP: { value: GroupLayout.MAP, description: "A header map of the area the group covers." },
    CPTS: { value: GroupLayout.CPTS, description: "A territorial health community (CPTS) banner with its keywords." },
    HIERARCHY: { value: GroupLayout.HIERARCHY, description: "A category sidebar of the topic trees beside the tabs." },
    DEFAULT: { value: GroupLayout.DEFAULT, description: "The name and short description." },
  } as const,
});
export const TopicTypeEnum = builder.enumType("TopicType", {
  description: "What requests to a topic lead to.",
  values: {
    TE: { value: TopicType.TE, description: "Tele-expertise: an expert answers in a consult." },
    MEETING: { value: TopicType.MEETING, description: "The request is discussed in a (multidisciplinary) meeting." },
  } as const,
});
export const ExtraPatientFieldEnum = builder.enumType("ExtraPatientField", {
  description: "Patient fields the group asks for beyond the usual ones (spec 1 §3 extra_patient_fields).",
  values: {
    CAISSE: { value: ExtraPatientField.CAISSE, description: "The patient's health insurance fund." },
    CENTRE: { value: ExtraPatientField.CENTRE, description: "The patient's insurance centre." },
    PHONE: { value: ExtraPatientField.PHONE, description: "The patient's phone number." },
    EMAIL: { value: ExtraPatientField.EMAIL, description: "The patient's email address." },
    ADDRESS: { value: ExtraPatientField.ADDRESS, description: "The patient's postal address." },
    BIRTH_PLACE: { value: ExtraPatientField.BIRTH_PLACE, description: "The patient's place of birth." },
  } as const,
});

/** Topics in page order: position, then id. */
const topicOrder = [{ position: "asc" as const }, { id: "asc" as const }];

export const GroupRef = builder.prismaNode("Group", {
  id: { field: "id" },
  description: "A network or team (spec 1 §3): its topics, members and requests. Every validated professional sees its information tab.",
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [visibleGroupWhere(context.viewer)] }),
  fields: (t) => ({
    name: t.exposeString("name", { description: "The group's name." }),
    shortDescription: t.exposeString("shortDescription", { nullable: true, description: "One line shown in lists and on the public page." }),
    country: t.expose("country", { type: CountryEnum, description: "Country the group works in." }),
    supportAddress: t.string({
      description: "The support team's e-mail address for the group's country: some parameters change only through support (spec 1 §6).",
      select: { country: true },
      resolve: (group, _args, context) => context.supportEmails[group.country],
    }),
    mode: t.expose("mode", { type: GroupModeEnum, description: "Whether the group receives or sends requests." }),
    layout: t.expose("layout", { type: GroupLayoutEnum, description: "How its page is laid out." }),
    keywords: t.exposeStringList("keywords", { description: "Search keywords of the directory." }),
    lat: t.exposeFloat("lat", { nullable: true, description: "Latitude of the group's pin on the map." }),
    lng: t.exposeFloat("lng", { nullable: true, description: "Longitude of the group's pin on the map." }),
    boundingBox: t.field({
      type: ["Float"],
      nullable: true,
      description: "[west, south, east, north] in degrees: the area the map layout frames; null when unknown.",
      select: { boundingBox: true },
      resolve: (group) => (group.boundingBox.length === 4 ? group.boundingBox : null),
    }),
    maxSeats: t.exposeInt("maxSeats", { nullable: true, description: "Seats (licences) for insiders; null when unlimited." }),
    seatsCount: t.relationCount("memberships", {
      description: "Seats taken: ongoing and invited insiders (spec 1 §5 max_seats).",
      where: { isInsider: true, status: { in: ["ONGOING", "INVITED"] } },
    }),
    requiresRequesterEmail: t.exposeBoolean("requiresRequesterEmail", { description: "Requesters must give a contact email (collect email)." }),
    requiresRequesterPhone: t.exposeBoolean("requiresRequesterPhone", { description: "Requesters must give a contact phone (collect phone)." }),
    extraPatientFields: t.expose("extraPatientFields", {
      type: [ExtraPatientFieldEnum],
      description: "Extra patient fields asked for (spec 1 §3): caisse, centre, phone, email, address, birth place.",
    }),
    topics: t.relation("topics", {
      description: "Every topic (category) of the group, in page order.",
      query: { orderBy: topicOrder },
    }),
    topicTrees: t.relation("topics", {
      description: "The roots of the topic hierarchy (hierarchy layout): topics without a parent, each with its children.",
      query: { where: { parentId: null }, orderBy: topicOrder },
    }),
  }),
});

export const TopicRef = builder.prismaNode("Topic", {
  id: { field: "id" },
  description: "A topic (category) of a group, to which requests are addressed.",
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row answers null rather than an error.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [visibleTopicWhere(context.viewer)] }),
  fields: (t) => ({
    label: t.exposeString("label", { description: "The topic's name." }),
    group: t.relation("group", { description: "The group the topic belongs to." }),
    type: t.expose("type", { type: TopicTypeEnum, description: "Tele-expertise or meeting topic." }),
    hasCustomForm: t.boolean({
      description: "Requests to the topic are written with its structured form (spec 1 §6 \"custom form\").",
      select: { formSchema: true },
      resolve: (topic) => topic.formSchema !== null,
    }),
    children: t.relation("children", { description: "Sub-topics in the hierarchy layout, in page order.", query: { orderBy: topicOrder } }),
  }),
});
