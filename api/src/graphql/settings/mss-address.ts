import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { isOwnAccount } from "../../domain/accounts/access.ts";
import { DomainError } from "../../domain/errors.ts";
import { updateMssAddress } from "../../domain/settings/mss-address.ts";
import { builder } from "../builder.ts";
import { UserRef } from "../directory/user.ts";
import "../domain-error.ts";

// Spec 2 §2 "the secure health messaging address (French only)": where reports can be sent.

builder.prismaObjectFields(UserRef, (t) => ({
  mssAddress: t.string({
    nullable: true,
    description: "The secure health messaging (MSSanté) address: the viewer's own account in France only; null otherwise.",
    select: { id: true, country: true, mssAddress: true },
    resolve: (user, _args, context) => (isOwnAccount(context.viewer, user.id) && user.country === "FR" ? user.mssAddress : null),
  }),
}));

const MssAddressSavedRef = builder.objectRef<{ userId: number }>("MssAddressSaved").implement({
  description: "The secure messaging address was saved.",
  fields: (t) => ({
    user: t.prismaField({
      type: UserRef,
      description: "The viewer, with the address as saved.",
      resolve: (query, parent, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: parent.userId } }),
    }),
  }),
});

const UpdateMssAddressResult = builder.errorUnion("UpdateMssAddressResult", {
  description: "The viewer with the address as saved, or why it was refused (mss_address_invalid, france_only).",
  types: [MssAddressSavedRef, DomainError],
  resolveType: () => MssAddressSavedRef,
});

builder.mutationField("updateMssAddress", (t) =>
  t.field({
    type: UpdateMssAddressResult,
    authScopes: { validated: true },
    description: "Spec 2 §7 PUT users/{id} mss_address: sets the viewer's MSSanté address (France only; an address on an MSSanté domain), or clears it (null or empty).",
    args: { mssAddress: t.arg.string({ required: false, description: "An address on a sub-domain of mssante.fr; null or empty clears it." }) },
    resolve: async (_root, args, context) => {
      const viewer = requireViewer(context.viewer);
      const saved = await updateMssAddress(domainDeps(context), viewer, { mssAddress: args.mssAddress ?? null });
      return { userId: saved.userId };
    },
  }),
);
