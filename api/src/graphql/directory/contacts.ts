import { requireViewer } from "../../domain/access.ts";
import { queryFromInfo } from "@pothos/plugin-prisma";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { domainDeps } from "../../call/domain-deps.ts";
import { ownContactWhere, visibleProfessionalWhere } from "../../domain/directory/access.ts";
import { addContact, removeContact, type ContactChange } from "../../domain/directory/contacts-commands.ts";
import { CONTACTS_DEFAULT_PAGE, CONTACTS_MAX_PAGE } from "../../domain/directory/contacts-input.ts";
import { CONTACT_ORDER, countContacts } from "../../domain/directory/contacts-list.ts";
import { DomainError } from "../../domain/errors.ts";
import { visibleGroupWhere } from "../../domain/groups/access.ts";
import { builder } from "../builder.ts";
// Registers the DomainError object type that the result unions below list by its class.
import "../domain-error.ts";
import { GroupRef } from "../groups/group.ts";
import { toDbId } from "../ids.ts";
import { offsetConnection } from "../offset-page.ts";
import { ProfessionalRef } from "./user.ts";

export const ContactRef = builder.prismaNode("Contact", {
  id: { field: "id" },
  description: "An entry of the viewer's contacts (spec 1 §2 /contacts): a professional or a network.",
  // Select mode: a row loads only the columns of the fields asked for (data minimisation).
  select: { id: true },
  // Nullable: an unknown or hidden row (someone else's contact) answers null, like a missing one.
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [ownContactWhere(context.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id REST uses (DELETE /contacts/{id})." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the contact was added." }),
    professional: t.relation("professional", { nullable: true, description: "The professional, for a professional contact." }),
    group: t.relation("group", { nullable: true, description: "The network, for a group contact." }),
  }),
});

builder.queryField("contacts", (t) =>
  t.connection(
    {
      type: ContactRef,
      authScopes: { validated: true },
      description: `The viewer's contacts, newest first, ${CONTACTS_DEFAULT_PAGE} a page unless \`first\` or \`last\` says otherwise (at most ${CONTACTS_MAX_PAGE}); the web splits networks and professionals.`,
      resolve: (_root, args, context, info) =>
        offsetConnection(
          "contacts",
          args,
          { defaultSize: CONTACTS_DEFAULT_PAGE, maxSize: CONTACTS_MAX_PAGE },
          {
            count: () => countContacts(context.prisma, context.viewer),
            rows: ({ offset, limit }) =>
              context.prisma.contact.findMany({ ...queryFromInfo({ context, info, path: ["edges", "node"] }), where: ownContactWhere(context.viewer), orderBy: CONTACT_ORDER, skip: offset, take: limit }),
          },
        ),
    },
    {
      name: "ContactsConnection",
      description: "A page of the viewer's contacts.",
      fields: (c) => ({ totalCount: c.int({ description: "The viewer's contacts, all pages together.", resolve: (connection) => connection.totalCount }) }),
    },
    { name: "ContactsEdge", description: "A contact of the viewer." },
  ),
);

type ChangedShape = ContactChange;

// Both results carry the professional or group whose contact state changed, so that Relay
// refreshes the profile and the lists that show them.
const ContactAdded = builder.objectRef<ChangedShape>("ContactAdded").implement({
  description: "The contact, new or already there (adding is idempotent).",
  fields: (t) => ({
    contact: t.prismaField({
      type: ContactRef,
      nullable: true,
      description: "The contact.",
      resolve: (query, changed, _args, context) => context.prisma.contact.findFirst({ ...query, where: { id: changed.contactId, AND: [ownContactWhere(context.viewer)] } }),
    }),
    professional: t.prismaField({
      type: ProfessionalRef,
      nullable: true,
      description: "The professional added, if it is one.",
      resolve: (query, changed, _args, context) =>
        changed.professionalId === null ? null : context.prisma.professional.findFirst({ ...query, where: { id: changed.professionalId, AND: [visibleProfessionalWhere(context.viewer)] } }),
    }),
    group: t.prismaField({
      type: GroupRef,
      nullable: true,
      description: "The network added, if it is one.",
      resolve: (query, changed, _args, context) =>
        changed.groupId === null ? null : context.prisma.group.findFirst({ ...query, where: { id: changed.groupId, AND: [visibleGroupWhere(context.viewer)] } }),
    }),
  }),
});
const ContactRemoved = builder.objectRef<ChangedShape>("ContactRemoved").implement({
  description: "The contact is gone.",
  fields: (t) => ({
    removedContactId: t.id({
      description: "Global id of the removed contact (for @deleteRecord).",
      resolve: (changed) => encodeGlobalID("Contact", changed.contactId),
    }),
    professional: t.prismaField({
      type: ProfessionalRef,
      nullable: true,
      description: "The professional removed, if it was one.",
      resolve: (query, changed, _args, context) =>
        changed.professionalId === null ? null : context.prisma.professional.findFirst({ ...query, where: { id: changed.professionalId, AND: [visibleProfessionalWhere(context.viewer)] } }),
    }),
    group: t.prismaField({
      type: GroupRef,
      nullable: true,
      description: "The network removed, if it was one.",
      resolve: (query, changed, _args, context) =>
        changed.groupId === null ? null : context.prisma.group.findFirst({ ...query, where: { id: changed.groupId, AND: [visibleGroupWhere(context.viewer)] } }),
    }),
  }),
});

const AddContactInput = builder.inputType("AddContactInput", {
  description: "Spec 2 §7 POST contacts: exactly one of professionalId or groupId.",
  fields: (t) => ({
    professionalId: t.globalID({ required: false, description: "A Professional (its global id)." }),
    groupId: t.globalID({ required: false, description: "A Group (its global id)." }),
  }),
});

/** A global id of the expected type as a database id; another type is 0, which the command refuses. */
function dbIdOf(globalId: { typename: string; id: string } | null | undefined, typename: string): number | undefined {
  if (!globalId) return undefined;
  return globalId.typename === typename ? toDbId(globalId.id) : 0;
}

builder.mutationField("addContact", (t) =>
  t.field({
    type: builder.errorUnion("AddContactResult", {
      description: "The contact, or why not (not_found, contact_self, validation_failed).",
      types: [ContactAdded, DomainError],
      resolveType: () => ContactAdded,
    }),
    authScopes: { validated: true },
    description: "Adds a professional or a network to the viewer's contacts; adding one already there answers it again.",
    args: { input: t.arg({ type: AddContactInput, required: true, description: "The professional or network to add." }) },
    resolve: (_root, { input }, context) =>
      addContact(domainDeps(context), requireViewer(context.viewer), { professionalId: dbIdOf(input.professionalId, "Professional"), groupId: dbIdOf(input.groupId, "Group") }),
  }),
);

const RemoveContactInput = builder.inputType("RemoveContactInput", {
  description: "Spec 2 §7 DELETE contacts/{id}.",
  fields: (t) => ({
    contactId: t.globalID({ required: true, description: "The contact (its global id); only the viewer's own." }),
  }),
});

builder.mutationField("removeContact", (t) =>
  t.field({
    type: builder.errorUnion("RemoveContactResult", {
      description: "The removed contact, or not_found (also for someone else's contact).",
      types: [ContactRemoved, DomainError],
      resolveType: () => ContactRemoved,
    }),
    authScopes: { validated: true },
    description: "Removes one of the viewer's contacts.",
    args: { input: t.arg({ type: RemoveContactInput, required: true, description: "The contact to remove." }) },
    resolve: (_root, { input }, context) => removeContact(domainDeps(context), requireViewer(context.viewer), { contactId: dbIdOf(input.contactId, "Contact") ?? 0 }),
  }),
);
