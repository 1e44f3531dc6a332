import { domainDeps } from "../../call/domain-deps.ts";
import { requireViewer } from "../../domain/access.ts";
import { BILLABILITY_SELECT, canBill, readBillingData, type BillingData, type BillingLine, type BillingProfessional } from "../../domain/billing/billing-data.ts";
import { exportBillingData, transferAvailable, transferBilling } from "../../domain/billing/billing-transfer.ts";
import { DomainError } from "../../domain/errors.ts";
import { toDbId } from "../ids.ts";
import { builder } from "../builder.ts";
import "../domain-error.ts";
import { RequestRef } from "../requests/request.ts";

// Issue 21 item 5, spec 2 §7 "Billing": the GraphQL side of GET requests/{id}/billing/,
// POST billing_data/ and billing_transfer/ (api/src/rest/billing/billing-export.ts).

const BillingSideEnum = builder.enumType("BillingSide", {
  description: "The side of a consult that bills an act.",
  values: { EXPERT: { value: "expert", description: "The expert who completed the consult." }, REQUESTER: { value: "requester", description: "The request's author." } } as const,
});

const BillingLineRef = builder.objectRef<BillingLine>("BillingLine").implement({
  description: "One act billed, from the act table at the act's date.",
  fields: (t) => ({
    code: t.exposeString("code", { description: "The act's code (TE2, RQD, 01671, 01672, 01670, TE1)." }),
    quantity: t.exposeInt("quantity", { description: "How many times it is billed (1, or 1 to 3 for the 01672 supplement)." }),
    unitAmountCents: t.exposeInt("unitAmountCents", { description: "The amount of one, in euro cents." }),
    amountCents: t.exposeInt("amountCents", { description: "quantity × unitAmountCents." }),
    supplementTo: t.exposeString("supplementTo", { nullable: true, description: "The act it supplements (01671 for 01672); null for the main act." }),
  }),
});

const BillingProfessionalRef = builder.objectRef<BillingProfessional>("BillingProfessional").implement({
  description: "A professional of a billed consult, with the identifiers the insurer asks for.",
  fields: (t) => ({
    side: t.field({ type: BillingSideEnum, description: "The side this professional is on.", resolve: (row) => row.role }),
    firstName: t.exposeString("firstName", { description: "First name." }),
    lastName: t.exposeString("lastName", { description: "Last name." }),
    identifier: t.exposeString("identifier", { nullable: true, description: "RPPS or ADELI (France), LANR (Germany), INAMI (Belgium), as stored." }),
    identifierType: t.exposeString("identifierType", { nullable: true, description: "RPPS, ADELI, LANR or INAMI." }),
    specialty: t.exposeString("specialty", { nullable: true, description: "The specialty's label." }),
    billingNumber: t.exposeString("billingNumber", { nullable: true, description: "France: the billing number this professional bills with." }),
  }),
});

const BillingDataRef = builder.objectRef<BillingData>("BillingData").implement({
  description: "Everything the practice software needs to bill the viewer's side of a completed consult (spec 2 §7 billing_data).",
  fields: (t) => ({
    side: t.field({ type: BillingSideEnum, description: "The side the viewer bills.", resolve: (data) => data.side }),
    country: t.exposeString("country", { description: "The country of the act table (FR, DE)." }),
    actDate: t.exposeString("actDate", { description: "The act's day (YYYY-MM-DD, the completion day)." }),
    actCode: t.exposeString("actCode", { description: "The main act's code." }),
    acts: t.field({ type: [BillingLineRef], description: "The acts billed, the main one first, then its supplements.", resolve: (data) => data.acts }),
    totalAmountCents: t.exposeInt("totalAmountCents", { description: "All acts together, in euro cents." }),
    patientName: t.string({
      description: "The patient's name as the modal shows it (the full identity is in the text file and the JSON export).",
      resolve: (data) => [data.patient.lastName, data.patient.firstName].filter(Boolean).join(" "),
    }),
    insuranceNumber: t.string({
      nullable: true,
      description: "The patient's insurance number of their country: NIR (France), NISS (Belgium), KVNR (Germany).",
      resolve: (data) => {
        const insurance = data.patient.insurance;
        return insurance.country === "FR" ? insurance.nir : insurance.country === "BE" ? insurance.niss : insurance.kvnr;
      },
    }),
    biller: t.field({ type: BillingProfessionalRef, description: "The professional who bills: the viewer.", resolve: (data) => data.biller }),
    counterpart: t.field({ type: BillingProfessionalRef, description: "The professional of the other side.", resolve: (data) => data.counterpart }),
    integratedAct: t.exposeBoolean("integratedAct", { description: "Whether the act was already sent to the practice software (exported or transferred)." }),
    transferAvailable: t.boolean({
      description: "Whether transferBilling can reach the viewer's billing software (a family chosen in the settings, with an address configured here).",
      resolve: (_data, _args, context) => (context.viewer ? transferAvailable(context.prisma, context.viewer, context.billingTransferUrls) : false),
    }),
  }),
});

const BillingDataResult = builder.errorUnion("BillingDataResult", {
  description: "The billing data, or why there is none (billing_not_billable, billing_auto, not_found).",
  types: [BillingDataRef, DomainError],
  resolveType: () => BillingDataRef,
});

builder.prismaObjectFields(RequestRef, (t) => ({
  canBill: t.boolean({
    description: "Spec 2 §6: whether the viewer has an act to bill here (the billing button): completed, eligible, an act for the viewer's side, and no auto billing by the viewer's group.",
    // Read with the request itself (no statement of its own: the request page's count is guarded).
    select: BILLABILITY_SELECT,
    resolve: (request, _args, context) => canBill(request, context.viewer),
  }),
  billingData: t.field({
    type: BillingDataResult,
    description: "The billing data of the viewer's side (spec 2 §7 billing_data, read only: it marks nothing). Only the expert who completed and the request's author read it.",
    select: { id: true },
    resolve: (request, _args, context) => readBillingData(context.prisma, context.viewer, request.id),
  }),
}));

/** A Request global id as a database id; anything else is 0, which the gate answers as missing. */
function requestIdOf(globalId: { typename: string; id: string }): number {
  return globalId.typename === "Request" ? toDbId(globalId.id) : 0;
}

const BillingTransferredRef = builder.objectRef<{ redirectUrl: string; data: BillingData }>("BillingTransferred").implement({
  description: "The address of the viewer's practice software that takes the act.",
  fields: (t) => ({
    redirectUrl: t.exposeString("redirectUrl", { description: "Open it in the browser: the practice software takes the act there." }),
    data: t.field({ type: BillingDataRef, description: "The billing data sent, with integratedAct now true.", resolve: (parent) => parent.data }),
  }),
});

const requestArg = { required: true, description: "The request (its global id)." } as const;

builder.mutationField("exportBillingData", (t) =>
  t.field({
    type: builder.errorUnion("ExportBillingDataResult", {
      description: "The billing data exported, or why not (billing_not_billable, billing_auto, not_found).",
      types: [BillingDataRef, DomainError],
      resolveType: () => BillingDataRef,
    }),
    authScopes: { validated: true },
    description: "Spec 2 §7 POST billing_data: the billing data for the practice software's export; marks the act integrated.",
    args: { requestId: t.arg.globalID(requestArg) },
    resolve: (_root, args, context) => exportBillingData(domainDeps(context), requireViewer(context.viewer), requestIdOf(args.requestId)),
  }),
);

builder.mutationField("transferBilling", (t) =>
  t.field({
    type: builder.errorUnion("TransferBillingResult", {
      description: "The practice software's address, or why not (billing_transfer_not_configured, billing_not_billable, billing_auto, not_found).",
      types: [BillingTransferredRef, DomainError],
      resolveType: () => BillingTransferredRef,
    }),
    authScopes: { validated: true },
    description: "Spec 2 §7 POST billing_transfer: the address of the viewer's billing software that takes this act (configured per family); marks the act integrated.",
    args: { requestId: t.arg.globalID(requestArg) },
    resolve: (_root, args, context) => transferBilling(domainDeps(context), requireViewer(context.viewer), requestIdOf(args.requestId), context.billingTransferUrls),
  }),
);
