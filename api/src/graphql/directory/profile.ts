import { ownContactWhere } from "../../domain/directory/access.ts";
import { canRequestAdviceFrom, PROFILE_MAX_PRACTICES } from "../../domain/directory/profile.ts";
import { builder } from "../builder.ts";
import { senderProfileOf } from "../requests/recipients.ts";
import { GroupRef } from "../groups/group.ts";
import { ContactRef } from "./contacts.ts";
import "./practice.ts";
import { ProfessionalRef, UserRef } from "./user.ts";

// Spec 1 §2 "Profile page" and §3 Professional / User: the fields of the public profile that
// the directory's own file does not hold.
builder.prismaObjectFields(ProfessionalRef, (t) => ({
  practices: t.relation("practices", {
    description: "Where the professional practises (for the profile's map), in directory order.",
    query: { orderBy: { id: "asc" }, take: PROFILE_MAX_PRACTICES },
  }),
  user: t.relation("user", { nullable: true, description: "The account, when the professional is registered." }),
  contact: t.prismaField({
    type: ContactRef,
    nullable: true,
    description: "The viewer's contact entry for this professional, if they added them (its id removes it).",
    select: (_args, context) => ({ contacts: { where: ownContactWhere(context.viewer), select: { id: true }, take: 1 } }),
    resolve: (query, professional, _args, context) => {
      const id = professional.contacts[0]?.id;
      return id === undefined ? null : context.prisma.contact.findFirst({ ...query, where: { id, AND: [ownContactWhere(context.viewer)] } });
    },
  }),
  isContact: t.boolean({
    description: "The viewer has this professional in their contacts.",
    select: (_args, context) => ({ contacts: { where: ownContactWhere(context.viewer), select: { id: true }, take: 1 } }),
    resolve: (professional) => professional.contacts.length > 0,
  }),
  canRequestAdvice: t.boolean({
    description: "Spec 1 §6: the viewer may ask this professional for advice from the profile (same country, registered, takes individual requests, not the viewer).",
    select: { id: true, country: true, user: { select: { acceptsIndividualRequests: true } } },
    resolve: async (professional, _args, context) => {
      const sender = await senderProfileOf(context);
      return sender !== null && canRequestAdviceFrom({ professionalId: sender.professionalId, country: sender.country }, professional);
    },
  }),
}));

builder.prismaObjectFields(UserRef, (t) => ({
  bio: t.exposeString("bio", { nullable: true, description: "The presentation the user wrote for their profile." }),
  acceptsIndividualRequests: t.exposeBoolean("acceptsIndividualRequests", { description: "Takes requests addressed to them personally (outside groups)." }),
}));

builder.prismaObjectFields(GroupRef, (t) => ({
  isContact: t.boolean({
    description: "The viewer has this network in their contacts.",
    select: (_args, context) => ({ contacts: { where: ownContactWhere(context.viewer), select: { id: true }, take: 1 } }),
    resolve: (group) => group.contacts.length > 0,
  }),
}));
