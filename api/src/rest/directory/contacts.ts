import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { addContact, removeContact } from "../../domain/directory/contacts-commands.ts";
import { CONTACTS_DEFAULT_PAGE, CONTACTS_MAX_PAGE } from "../../domain/directory/contacts-input.ts";
import { listContacts } from "../../domain/directory/contacts-list.ts";
import { inviteCorrespondent } from "../../domain/directory/invite-correspondent.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { restError } from "../errors.ts";
import { PAGINATION_HEADER } from "../requests/requests.ts";
import { defineRoute } from "../route.ts";

const contactShape = z.object({
  id: z.number().int(),
  created_at: z.string(),
  professional_id: z.number().int().nullable(),
  group_id: z.number().int().nullable(),
  professional: z
    .object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      specialty: z.object({ code: z.string(), label: z.string(), short_label: z.string(), profession_label: z.string() }),
      city: z.string().nullable(),
    })
    .nullable(),
  group: z.object({ id: z.number().int(), name: z.string(), short_description: z.string().nullable() }).nullable(),
});

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CONTACTS_MAX_PAGE).default(CONTACTS_DEFAULT_PAGE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const addBody = z.object({
  professional_id: dbIdSchema.optional().describe("A professional of the directory; exactly one of professional_id or group_id."),
  group_id: dbIdSchema.optional().describe("A network."),
});

const changedShape = z.object({ id: z.number().int(), professional_id: z.number().int().nullable(), group_id: z.number().int().nullable() });

export const contactRoutes = [
  defineRoute({
    method: "GET",
    path: "/contacts",
    operationId: "listContacts",
    tag: "directory",
    summary: "The caller's contacts, newest first: professionals and networks (spec 1 §2 /contacts).",
    auth: "validated",
    query: listQuery,
    response: z.array(contactShape),
    responseHeaders: { [PAGINATION_HEADER]: 'Pagination metadata as JSON: {"total_count": n, "offset": n, "limit": n}' },
    handler: async (context, { query }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const { contacts, totalCount } = await listContacts(context.prisma, viewer, context.locale, query);
      return {
        body: contacts.map((c) => ({
          id: c.id,
          created_at: c.createdAt.toISOString(),
          professional_id: c.professional?.id ?? null,
          group_id: c.group?.id ?? null,
          professional: c.professional
            ? {
                id: c.professional.id,
                first_name: c.professional.firstName,
                last_name: c.professional.lastName,
                specialty: { code: c.professional.specialty.code, label: c.professional.specialty.label, short_label: c.professional.specialty.shortLabel, profession_label: c.professional.specialty.professionLabel },
                city: c.professional.city,
              }
            : null,
          group: c.group ? { id: c.group.id, name: c.group.name, short_description: c.group.shortDescription } : null,
        })),
        headers: { [PAGINATION_HEADER]: JSON.stringify({ total_count: totalCount, offset: query.offset, limit: query.limit }) },
      };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/contacts",
    operationId: "addContact",
    tag: "directory",
    summary: "Adds a professional or a network to the caller's contacts; adding one already there answers it again (200).",
    auth: "validated",
    errors: ["contact_self", "not_found"],
    body: addBody,
    response: changedShape,
    handler: async (context, { body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const added = await addContact(domainDeps(context), viewer, { professionalId: body.professional_id, groupId: body.group_id });
      return { body: { id: added.contactId, professional_id: added.professionalId, group_id: added.groupId } };
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "/contacts/{id}",
    operationId: "removeContact",
    tag: "directory",
    summary: "Removes one of the caller's contacts (spec 2 §7); someone else's answers 404 like a missing one.",
    auth: "validated",
    params: z.object({ id: dbIdSchema }),
    response: changedShape,
    handler: async (context, { params }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const removed = await removeContact(domainDeps(context), viewer, { contactId: params.id });
      return { body: { id: removed.contactId, professional_id: removed.professionalId, group_id: removed.groupId } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/invitations",
    operationId: "inviteCorrespondent",
    tag: "directory",
    summary: "Invites a colleague who is not on the platform, by e-mail or text message in their language (spec 1 §5 'Invite contact'); 201.",
    auth: "validated",
    errors: ["invalid_contact", "rate_limited"],
    body: z.object({ contact: z.string().max(254).describe("An e-mail address or a mobile number valid for the caller's country.") }),
    response: z.object({ id: z.number().int() }),
    successStatus: { status: 201, description: "The invitation was sent and stored." },
    handler: async (context, { body }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const sent = await inviteCorrespondent(domainDeps(context), viewer, { contact: body.contact });
      return { status: 201, body: { id: sent.invitationId } };
    },
  }),
];
