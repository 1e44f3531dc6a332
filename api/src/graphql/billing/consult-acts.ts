import { CONSULT_ACTS_SELECT, consultActsOf, type ConsultActView } from "../../domain/billing/consult-act.ts";
import { completionActsOfViewer, type CompletionOffer } from "../../domain/billing/completion.ts";
import { requesterCapStanding, type YearlyCapStanding } from "../../domain/billing/yearly-cap.ts";
import { capabilitiesOf } from "../../domain/consults/capabilities.ts";
import { standingOf, standingSelect } from "../../domain/consults/standing.ts";
import { builder } from "../builder.ts";
import { ActCodeEnum } from "../consults/consult.ts";
import { RequestRef } from "../requests/request.ts";
import { ProfessionalRef } from "../directory/user.ts";

// Issue 21, the billing area's GraphQL: each side's act of a consult, and what the completion
// dialog offers, both read from the act table (api/src/domain/billing/acts.ts).

const BillingActRef = builder.objectRef<ConsultActView>("BillingAct").implement({
  description: "An act one side of a consult bills, from the act table at the completion date.",
  fields: (t) => ({
    code: t.exposeString("code", { description: "The act's code as billed: TE2, RQD, 01671 (with '+ n × 01672'), 01670, TE1." }),
    amountCents: t.exposeInt("amountCents", { description: "Its amount in euro cents." }),
    billable: t.exposeBoolean("billable", { description: "Whether it bills: the request is eligible and the act applies to that country, profession and date." }),
    yearlyCapPerPatient: t.exposeInt("yearlyCapPerPatient", { nullable: true, description: "How many a year per patient it may be billed (null: no cap stated)." }),
  }),
});

const YearlyCapRef = builder.objectRef<YearlyCapStanding>("YearlyActCap").implement({
  description:
    "Where the viewer stands against an act's yearly cap per patient (RULES.md §8: 4 a year per patient per doctor or nurse, 2 for midwives and speech therapists), counted from the billed consults of this patient (the same patient row, NIR, NISS, KVNR or INS) in the calendar year: the ones the viewer completed (the expert's act) or asked (the requester's act).",
  fields: (t) => ({
    count: t.exposeInt("count", { description: "How many of these acts the viewer has already billed for this patient this calendar year." }),
    cap: t.exposeInt("cap", { description: "The most the act may be billed for one patient in a year by one professional." }),
    year: t.exposeInt("year", { description: "The calendar year counted (Europe/Paris)." }),
    reached: t.boolean({
      description: "The cap is reached: the insurer pays no more of these acts for this patient this year; the expert's act is refused at completion (yearly_cap_reached), the answer is completed without an act.",
      resolve: (cap) => cap.count >= cap.cap,
    }),
  }),
});

const CompletionActRef = builder.objectRef<CompletionOffer>("CompletionAct").implement({
  description: "An act the completion dialog offers the viewer today (spec 2 §5 \"Completion\").",
  fields: (t) => ({
    actCode: t.field({ type: ActCodeEnum, description: "What completeConsult takes.", resolve: (choice) => choice.code }),
    code: t.string({ description: "The act's code as billed (TE2, 01671).", resolve: (choice) => choice.act.code }),
    amountCents: t.int({ description: "Its amount in euro cents today.", resolve: (choice) => choice.act.amountCents }),
    needsBillingNumber: t.boolean({ description: "Completion asks for one of the viewer's billing numbers (France).", resolve: (choice) => choice.act.needsBillingNumber }),
    supplementCode: t.string({ nullable: true, description: "The supplement it may carry (01672: each further 5 minutes).", resolve: (choice) => choice.supplement?.code ?? null }),
    supplementAmountCents: t.int({ nullable: true, description: "The supplement's amount in euro cents.", resolve: (choice) => choice.supplement?.amountCents ?? null }),
    maxSupplements: t.int({ description: "At most this many supplements (0: none).", resolve: (choice) => choice.supplement?.maxUnits ?? 0 }),
    yearlyCap: t.field({
      type: YearlyCapRef,
      nullable: true,
      description: "The viewer's count of this act for the request's patient this year against its yearly cap; null when the act has no cap or the request no patient.",
      resolve: (choice) => choice.yearlyCap,
    }),
  }),
});

builder.prismaObjectFields("Consult", (t) => ({
  actSupplements: t.exposeInt("actSupplements", { description: "How many 01672 supplements go with 01671 (0 otherwise)." }),
  actAmountCents: t.exposeInt("actAmountCents", { nullable: true, description: "The expert's act in euro cents, from the act table at the completion date." }),
  billingNumber: t.exposeString("billingNumber", { nullable: true, description: "The expert's billing number the act bills with (France)." }),
  billingProfessional: t.relation("billingProfessional", { type: ProfessionalRef, nullable: true, description: "The expert who bills the act." }),
  expertAct: t.field({
    type: BillingActRef,
    nullable: true,
    description: "The expert's act and amount (null: completed without an act, or not completed).",
    select: CONSULT_ACTS_SELECT,
    resolve: (consult) => consultActsOf(consult).expert,
  }),
  requesterAct: t.field({
    type: BillingActRef,
    nullable: true,
    description: "The requester's act for this consult (RQD, 01670, TE1/TE2 before April 2022) and amount; null when their profession and country bill none.",
    select: CONSULT_ACTS_SELECT,
    resolve: (consult) => consultActsOf(consult).requester,
  }),
}));

builder.prismaObjectFields(RequestRef, (t) => ({
  completionActs: t.field({
    type: [CompletionActRef],
    description: "The acts the viewer may complete the consult with today, from the act table for their country and profession; empty for a viewer who may not complete it, and for a Belgian expert (no act).",
    select: (_args, context) => standingSelect(context.viewer),
    resolve: async (request, _args, context) => {
      const viewer = context.viewer;
      if (!viewer || !capabilitiesOf(standingOf(request, viewer)).canComplete) return [];
      return completionActsOfViewer(context.prisma, viewer, request.id, context.now());
    },
  }),
  requesterYearlyCap: t.field({
    type: YearlyCapRef,
    nullable: true,
    description:
      "For the request's author: how many requester acts (RQD) they have already billed for this patient this calendar year, against the cap of today's act (RULES.md §8: 4 a year per patient for doctors and nurses, 2 for midwives and speech therapists); null for anyone else, once the request is sent, without a patient, or when the author's act has no cap.",
    // Read with the request itself; only the author's draft reads further (the warning is the draft's).
    select: { id: true, status: true, authorId: true },
    resolve: (request, _args, context) =>
      context.viewer && request.status === "DRAFT" && request.authorId === context.viewer.userId ? requesterCapStanding(context.prisma, { viewerUserId: context.viewer.userId, requestId: request.id, at: context.now() }) : null,
  }),
}));
