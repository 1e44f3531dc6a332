import { domainDeps } from "../../call/domain-deps.ts";
import { inviteCorrespondent } from "../../domain/directory/invite-correspondent.ts";
import { DomainError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
// Registers the DomainError object type that the result union below lists by its class.
import "../domain-error.ts";

const CorrespondentInvited = builder.objectRef<{ invitationId: number }>("CorrespondentInvited").implement({
  description: "The invitation went out (by e-mail or text message, in the invitee's language).",
  fields: (t) => ({
    invitationId: t.exposeInt("invitationId", { description: "Database id of the stored invitation." }),
  }),
});

const InviteCorrespondentInput = builder.inputType("InviteCorrespondentInput", {
  description: "Spec 1 §5 'Invite contact': whom to invite.",
  fields: (t) => ({
    contact: t.string({ required: true, description: "An e-mail address or a mobile number valid for the viewer's country (254 characters at most)." }),
  }),
});

builder.mutationField("inviteCorrespondent", (t) =>
  t.field({
    type: builder.errorUnion("InviteCorrespondentResult", {
      description: "The invitation, or why not (invalid_contact on the contact field, rate_limited).",
      types: [CorrespondentInvited, DomainError],
      resolveType: () => CorrespondentInvited,
    }),
    authScopes: { validated: true },
    description: "Invites a colleague who is not on the platform yet; rate-limited per viewer.",
    args: { input: t.arg({ type: InviteCorrespondentInput, required: true, description: "Whom to invite." }) },
    resolve: (_root, { input }, context) => {
      if (!context.viewer) throw new DomainError("forbidden");
      return inviteCorrespondent(domainDeps(context), context.viewer, { contact: input.contact });
    },
  }),
);
