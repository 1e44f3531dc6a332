import { z } from "zod";
import { requireViewer } from "../../domain/access.ts";
import { setContactDetails } from "../../domain/settings/contact-details.ts";
import { defineRoute } from "../route.ts";

const shape = z.object({ contact_email: z.string().nullable(), contact_phone: z.string().nullable() });

export const contactDetailsRoutes = [
  defineRoute({
    method: "PUT",
    path: "/users/me/contact_details",
    operationId: "setContactDetails",
    tag: "settings",
    summary: "The professional contact email and phone shown to colleagues (settings modals); a field left out is unchanged, an empty one removed.",
    auth: "loggedIn",
    errors: ["invalid_email", "invalid_phone"],
    body: z.object({ contact_email: z.string().max(254).optional(), contact_phone: z.string().max(40).optional() }),
    response: shape,
    handler: async (context, { body }) => {
      const saved = await setContactDetails({ db: context.prisma }, requireViewer(context.viewer), { contactEmail: body.contact_email, contactPhone: body.contact_phone });
      return { body: { contact_email: saved.contactEmail, contact_phone: saved.contactPhone } };
    },
  }),
];
