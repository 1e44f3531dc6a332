import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { ownBillingInfoWhere } from "../../domain/billing/access.ts";
import { BILLING_INFO_ORDER, createBillingInfo, deleteBillingInfo, updateBillingInfo } from "../../domain/billing/billing-infos.ts";
import { DomainError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";
import { UserRef } from "../directory/user.ts";
import "../domain-error.ts";
import { dbIdOf } from "../groups/topic-settings.ts";
import { toDbId } from "../ids.ts";

// Spec 2 §3 "Billing info", §4 billing numbers modal: the professional's billing numbers
// (France only), read on their own User and written by the three mutations below.

export const BillingInfoRef = builder.prismaNode("BillingInfo", {
  id: { field: "id" },
  description: "A billing number (numéro AM, one per practice location) with its label; its owner's alone.",
  select: { id: true },
  nullable: true,
  findUnique: (id, context) => ({ id: toDbId(id), AND: [ownBillingInfoWhere(context.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The id REST uses (/billing_infos/{id})." }),
    label: t.exposeString("label", { description: "The name the professional knows the number by (a practice, a hospital)." }),
    number: t.exposeString("number", { description: "9 characters: department, category, serial and key." }),
    isDefault: t.exposeBoolean("isDefault", { description: "The number a completion starts from (at most one)." }),
  }),
});

builder.prismaObjectFields(UserRef, (t) => ({
  billingInfos: t.relation("billingInfos", {
    type: BillingInfoRef,
    description: "The account's billing numbers, default first: the viewer's own account in France only, empty for anyone else.",
    query: (_args, context) => ({ where: { AND: [ownBillingInfoWhere(context.viewer), { user: { country: "FR" } }] }, orderBy: [...BILLING_INFO_ORDER] }),
  }),
}));

type Saved = { billingInfoId: number; userId: number };
const BillingInfoSavedRef = builder.objectRef<Saved>("BillingInfoSaved").implement({
  description: "A billing number was saved.",
  fields: (t) => ({
    billingInfo: t.prismaField({
      type: BillingInfoRef,
      description: "The number as saved.",
      resolve: (query, parent, _args, context) => context.prisma.billingInfo.findFirstOrThrow({ ...query, where: { id: parent.billingInfoId, AND: [ownBillingInfoWhere(context.viewer)] } }),
    }),
    user: t.prismaField({
      type: UserRef,
      description: "The viewer, with their billing numbers as they now are (one default at most).",
      resolve: (query, parent, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: parent.userId } }),
    }),
  }),
});

type Deleted = { billingInfoId: number; userId: number };
const BillingInfoDeletedRef = builder.objectRef<Deleted>("BillingInfoDeleted").implement({
  description: "A billing number was deleted.",
  fields: (t) => ({
    deletedBillingInfoId: t.id({ description: "Global id of the deleted number (for @deleteRecord).", resolve: (d) => Buffer.from(`BillingInfo:${d.billingInfoId}`).toString("base64") }),
    user: t.prismaField({
      type: UserRef,
      description: "The viewer, with their remaining numbers (the default may have passed to another).",
      resolve: (query, parent, _args, context) => context.prisma.user.findUniqueOrThrow({ ...query, where: { id: parent.userId } }),
    }),
  }),
});

const SaveBillingInfoResult = builder.errorUnion("SaveBillingInfoResult", {
  description: "The number as saved, or why it was refused (billing_label_required, billing_number_length, billing_number_invalid, france_only, not_found).",
  types: [BillingInfoSavedRef, DomainError],
  resolveType: () => BillingInfoSavedRef,
});
const DeleteBillingInfoResult = builder.errorUnion("DeleteBillingInfoResult", {
  description: "The deleted number's id, or why it was refused (france_only, not_found).",
  types: [BillingInfoDeletedRef, DomainError],
  resolveType: () => BillingInfoDeletedRef,
});

const labelArg = "Required, trimmed (at most 100 characters).";
const numberArg = "9 characters with a valid key; spaces are ignored.";

builder.mutationField("createBillingInfo", (t) =>
  t.field({
    type: SaveBillingInfoResult,
    authScopes: { validated: true },
    description: "Spec 2 §7 POST billing_infos: adds a billing number to the viewer's account (France only). The first one is the default.",
    args: {
      label: t.arg.string({ required: true, description: labelArg }),
      number: t.arg.string({ required: true, description: numberArg }),
      isDefault: t.arg.boolean({ required: false, description: "Make it the default." }),
    },
    resolve: async (_root, args, context) => {
      const viewer = requireViewer(context.viewer);
      const saved = await createBillingInfo(domainDeps(context), viewer, { label: args.label, number: args.number, isDefault: args.isDefault ?? undefined });
      return { ...saved, userId: viewer.userId };
    },
  }),
);

builder.mutationField("updateBillingInfo", (t) =>
  t.field({
    type: SaveBillingInfoResult,
    authScopes: { validated: true },
    description: "Spec 2 §7 PUT billing_infos/{id}: edits one of the viewer's numbers (another's: not_found). isDefault true makes it the default (choosing it in the modal).",
    args: {
      billingInfoId: t.arg.globalID({ required: true, description: "The number." }),
      label: t.arg.string({ required: true, description: labelArg }),
      number: t.arg.string({ required: true, description: numberArg }),
      isDefault: t.arg.boolean({ required: false, description: "Make it the default (false: no longer the default)." }),
    },
    resolve: async (_root, args, context) => {
      const viewer = requireViewer(context.viewer);
      const saved = await updateBillingInfo(domainDeps(context), viewer, {
        billingInfoId: dbIdOf(args.billingInfoId, "BillingInfo"),
        label: args.label,
        number: args.number,
        isDefault: args.isDefault ?? undefined,
      });
      return { ...saved, userId: viewer.userId };
    },
  }),
);

builder.mutationField("deleteBillingInfo", (t) =>
  t.field({
    type: DeleteBillingInfoResult,
    authScopes: { validated: true },
    description: "Spec 2 §7 DELETE billing_infos/{id}: deletes one of the viewer's numbers (another's: not_found).",
    args: { billingInfoId: t.arg.globalID({ required: true, description: "The number." }) },
    resolve: async (_root, args, context) => {
      const viewer = requireViewer(context.viewer);
      const deleted = await deleteBillingInfo(domainDeps(context), viewer, { billingInfoId: dbIdOf(args.billingInfoId, "BillingInfo") });
      return { ...deleted, userId: viewer.userId };
    },
  }),
);
