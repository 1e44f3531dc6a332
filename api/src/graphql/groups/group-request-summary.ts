import type { loadGroupRequestRows } from "../../domain/groups/group-requests.ts";
import { localizeSpecialty } from "../../domain/directory/specialty-labels.ts";
import { isInactive } from "../../domain/requests/feed.ts";
import { builder } from "../builder.ts";
import { ConsultStatusEnum, ParticipationSideEnum, RequestStatusEnum } from "../enums.ts";
import { RequestRef } from "../requests/request.ts";

// Issue 17 H1: the group's requests tab lists, to its insiders, requests they may not read (a
// colleague's case in a sender group, a case of the recipient group nobody has taken yet).
// Such a row is this summary — what spec 1 §2 lists and REST GET /groups/{id}/requests gives —
// not a Request whose nested fields (messages, files, participants) would be trusted.

type SummaryRow = Awaited<ReturnType<typeof loadGroupRequestRows>>[number];
/** A summary row, with the full request when the viewer may read it and whether they may take it. */
export type GroupRequestSummary = SummaryRow & { readable: { id: number } | null; joinable: boolean };

type Name = { firstName: string; lastName: string };

const PersonNameRef = builder.objectRef<Name>("PersonName").implement({
  description: "A person's name, as a list row shows it.",
  fields: (t) => ({
    firstName: t.exposeString("firstName", { description: "First name." }),
    lastName: t.exposeString("lastName", { description: "Last name." }),
  }),
});

type PatientSummary = NonNullable<SummaryRow["patient"]>;
const GroupRequestPatientRef = builder.objectRef<PatientSummary>("GroupRequestPatient").implement({
  description: "Who the request is about, as the group's requests tab shows it: the name and birth date, nothing more.",
  fields: (t) => ({
    firstName: t.exposeString("firstName", { nullable: true, description: "First name." }),
    lastName: t.exposeString("lastName", { nullable: true, description: "Used last name." }),
    birthName: t.exposeString("birthName", { nullable: true, description: "Birth name." }),
    birthDate: t.field({ type: "Date", nullable: true, description: "Birth date.", resolve: (patient) => patient.birthDate }),
  }),
});

type RecipientProfessional = NonNullable<SummaryRow["recipientProfessional"]>;
const GroupRequestRecipientRef = builder.objectRef<RecipientProfessional>("GroupRequestRecipient").implement({
  description: "The professional a request names, as a list row shows it.",
  fields: (t) => ({
    firstName: t.exposeString("firstName", { description: "First name." }),
    lastName: t.exposeString("lastName", { description: "Last name." }),
    specialtyLabel: t.string({ description: "Specialty, in the caller's language.", resolve: (professional, _args, context) => localizeSpecialty(professional.specialty, context.locale).label }),
  }),
});

export const GroupRequestSummaryRef = builder.objectRef<GroupRequestSummary>("GroupRequestSummary").implement({
  description:
    "A request of the group's requests tab (spec 1 §2), for the group's insiders: patient name and birth date, description, status, parties. The full request (messages, files, participants) is given only when the viewer may read it.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The request's id (REST, page URLs)." }),
    requestId: t.globalID({ description: "The request's global id: pass it to joinRequest to take the request.", resolve: (row) => ({ type: "Request", id: row.id }) }),
    status: t.field({ type: RequestStatusEnum, description: "Published or cancelled (drafts are never listed).", resolve: (row) => row.status }),
    consultStatus: t.field({ type: ConsultStatusEnum, nullable: true, description: "The consult's status.", resolve: (row) => row.consult?.status ?? null }),
    selfSide: t.field({ type: ParticipationSideEnum, nullable: true, description: "The viewer's side when taking part; null otherwise.", resolve: (row) => row.participants[0]?.side ?? null }),
    unread: t.boolean({ description: "Something happened since the viewer last read it (false when taking no part).", resolve: (row) => row.participants[0]?.unread ?? false }),
    inactive: t.boolean({
      description: "Spec 2 §9: the consult is open and nothing happened on it for more than a week.",
      resolve: (row, _args, context) => isInactive({ status: row.status, consultStatus: row.consult?.status ?? null, lastActivityDate: row.lastActivityDate }, context.now()),
    }),
    patient: t.field({ type: GroupRequestPatientRef, nullable: true, description: "The patient's name and birth date.", resolve: (row) => row.patient }),
    description: t.exposeString("description", { nullable: true, description: "The request's description." }),
    author: t.field({ type: PersonNameRef, description: "Who wrote the request.", resolve: (row) => row.author }),
    recipientProfessional: t.field({ type: GroupRequestRecipientRef, nullable: true, description: "The professional the request names, if any.", resolve: (row) => row.recipientProfessional }),
    recipientGroupName: t.string({ nullable: true, description: "The addressed group's name.", resolve: (row) => row.recipientGroup?.name ?? null }),
    recipientTopicLabel: t.string({ nullable: true, description: "The addressed topic's label.", resolve: (row) => row.recipientTopic?.label ?? null }),
    publishedAt: t.field({ type: "DateTime", nullable: true, description: "When it was sent.", resolve: (row) => row.publishedAt }),
    lastActivityDate: t.field({ type: "DateTime", description: "Last activity: the list's sort key.", resolve: (row) => row.lastActivityDate }),
    viewerCanJoin: t.boolean({ description: "The viewer may take the request (joinRequest), e.g. an expert of its topic who takes no part yet.", resolve: (row) => row.joinable }),
    request: t.field({
      type: RequestRef,
      nullable: true,
      description: "The whole request, through the requests area's gate: null when the viewer may not read it (an insider who takes no part).",
      resolve: (row) => row.readable,
    }),
  }),
});
