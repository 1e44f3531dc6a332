import { requireViewer } from "../../domain/access.ts";
import { setContactDetails, type ContactDetails } from "../../domain/settings/contact-details.ts";
import { DomainError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";

const ContactDetailsSaved = builder.objectRef<ContactDetails & { userId: number }>("ContactDetailsSaved").implement({
  description: "The professional contact details shown to colleagues, as stored.",
  fields: (t) => ({
    viewer: t.prismaField({ type: "User", nullable: true, description: "The viewer, to refresh its contact fields.", resolve: (query, saved, _args, context) => context.prisma.user.findUnique({ ...query, where: { id: saved.userId } }) }),
    contactEmail: t.exposeString("contactEmail", { nullable: true, description: "The professional contact email; null when none." }),
    contactPhone: t.exposeString("contactPhone", { nullable: true, description: "The professional contact phone; null when none." }),
  }),
});

builder.mutationField("setContactDetails", (t) =>
  t.field({
    type: builder.errorUnion("SetContactDetailsResult", {
      description: "Saved, or a DomainError: invalid_email (contactEmail), invalid_phone (contactPhone).",
      types: [ContactDetailsSaved, DomainError],
      resolveType: () => ContactDetailsSaved,
    }),
    authScopes: { loggedIn: true },
    description: "Settings, professional contact email and phone (spec 2 §2): what colleagues may use to reach the viewer; the login email and mobile phone stay private.",
    args: {
      input: t.arg({
        type: builder.inputType("SetContactDetailsInput", {
          description: "A field left out is unchanged; an empty one is removed.",
          fields: (f) => ({
            contactEmail: f.string({ required: false, description: "The professional contact email." }),
            contactPhone: f.string({ required: false, description: "The professional contact phone (a mobile number)." }),
          }),
        }),
        required: true,
        description: "The contact details.",
      }),
    },
    resolve: async (_root, { input }, context) => {
      const viewer = requireViewer(context.viewer);
      const saved = await setContactDetails({ db: context.prisma }, viewer, { contactEmail: input.contactEmail ?? undefined, contactPhone: input.contactPhone ?? undefined });
      return { ...saved, userId: viewer.userId };
    },
  }),
);
