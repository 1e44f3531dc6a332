import { z } from "zod";
import { domainDeps } from "../../call/domain-deps.ts";
import { readBillingData, type BillingData, type BillingProfessional } from "../../domain/billing/billing-data.ts";
import { billingFileName, billingText } from "../../domain/billing/billing-text.ts";
import { BILLING_TRANSFER_PLACEHOLDERS, exportBillingData, transferBilling } from "../../domain/billing/billing-transfer.ts";
import { dbIdSchema } from "../../domain/rules/id.ts";
import { restError } from "../errors.ts";
import { contentDisposition } from "../files/content-disposition.ts";
import { defineRoute } from "../route.ts";

// Spec 2 §7 "Billing, reports, prescription": GET requests/{id}/billing/ (the text file),
// POST requests/{id}/billing_data/ (the same as JSON, for the practice software's extension),
// POST requests/{id}/billing_transfer/ (the address of the practice software). The payload is
// the contract with software vendors: its names never change, new fields are only added.

const professionalShape = z
  .object({
    role: z.enum(["expert", "requester"]).describe("expert: the professional who gave the opinion; requester: the one who asked."),
    first_name: z.string(),
    last_name: z.string(),
    identifier: z.string().nullable().describe("The professional identifier as stored in the directory (see identifier_type)."),
    identifier_type: z.enum(["RPPS", "ADELI", "LANR", "INAMI"]).nullable().describe("RPPS (11 digits) or ADELI (9) in France, LANR (9) in Germany, INAMI (11) in Belgium."),
    profession_code: z.number().int().nullable().describe("The directory's profession code (10 doctor, 50 midwife, 60 nurse…)."),
    specialty: z.string().nullable().describe("The specialty's label, in French."),
    billing_number: z.string().nullable().describe("France: the billing number (numéro AM, 9 characters) this professional bills with; null elsewhere or when none was given."),
  })
  .describe("A professional of the consult.");

const billingDataShape = z
  .object({
    request_id: z.number().int(),
    consult_id: z.number().int(),
    side: z.enum(["expert", "requester"]).describe("The side the caller bills: the expert who completed the consult, or the request's author."),
    country: z.enum(["FR", "DE", "BE"]).describe("The country whose act table the act comes from."),
    act_date: z.string().describe("The day of the act (YYYY-MM-DD, the completion day in Europe/Paris)."),
    act_code: z.string().describe("The main act billed: TE2, RQD, TE1 (France before 1 April 2022), 01671 or 01670 (Germany, EBM)."),
    acts: z
      .array(
        z.object({
          code: z.string().describe("The act's code (01672: the supplement to 01671 for each further 5 minutes)."),
          quantity: z.number().int().describe("How many times it is billed (1, or 1 to 3 for 01672)."),
          unit_amount_cents: z.number().int().describe("The amount of one, in euro cents, from the act table at act_date."),
          amount_cents: z.number().int().describe("quantity × unit_amount_cents."),
          supplement_to: z.string().nullable().describe("The act it supplements (01671 for 01672), null for the main act."),
        }),
      )
      .describe("The acts billed, the main act first, then its supplements."),
    total_amount_cents: z.number().int().describe("All acts together, in euro cents."),
    currency: z.literal("EUR"),
    eligibility: z.string().nullable().describe("The request's eligibility (ELIGIBLE, ALD, ZSD, RARE, EHPAD, DETENU, COVID_19), null when not stated."),
    patient: z.object({
      last_name: z.string().nullable(),
      birth_name: z.string().nullable(),
      first_name: z.string().nullable(),
      birth_date: z.string().nullable().describe("YYYY-MM-DD."),
      gender: z.enum(["M", "F", "O"]).nullable(),
      insurance: z
        .object({
          country: z.enum(["FR", "BE", "DE"]).describe("The country whose insurance the patient carries; only its fields are filled, the others are null."),
          nir: z.string().nullable().describe("France: the NIR (15 characters with its key)."),
          regime: z.string().nullable().describe("France: the régime code."),
          caisse: z.string().nullable().describe("France: the caisse code."),
          centre: z.string().nullable().describe("France: the centre code."),
          niss: z.string().nullable().describe("Belgium: the national register or BIS number (11 digits)."),
          kvnr: z.string().nullable().describe("Germany: the Krankenversichertennummer (a letter and 9 digits)."),
          krankenkasse: z.string().nullable().describe("Germany: the health insurer, its name or IK."),
        })
        .describe("The patient's insurance identity, by country."),
    }),
    biller: professionalShape.describe("The professional who bills: the caller."),
    counterpart: professionalShape.describe("The professional of the other side."),
    integrated_act: z.boolean().describe("Whether the act was already marked integrated (sent to the practice software)."),
  })
  .describe("Everything the practice software needs to bill one side of a completed consult.");

function toProfessional(row: BillingProfessional): z.infer<typeof professionalShape> {
  return {
    role: row.role,
    first_name: row.firstName,
    last_name: row.lastName,
    identifier: row.identifier,
    identifier_type: row.identifierType,
    profession_code: row.professionCode,
    specialty: row.specialty,
    billing_number: row.billingNumber,
  };
}

export function toBillingDataShape(data: BillingData): z.infer<typeof billingDataShape> {
  const insurance = data.patient.insurance;
  return {
    request_id: data.requestId,
    consult_id: data.consultId,
    side: data.side,
    country: data.country as "FR" | "DE" | "BE",
    act_date: data.actDate,
    act_code: data.actCode,
    acts: data.acts.map((line) => ({ code: line.code, quantity: line.quantity, unit_amount_cents: line.unitAmountCents, amount_cents: line.amountCents, supplement_to: line.supplementTo })),
    total_amount_cents: data.totalAmountCents,
    currency: "EUR",
    eligibility: data.eligibility,
    patient: {
      last_name: data.patient.lastName,
      birth_name: data.patient.birthName,
      first_name: data.patient.firstName,
      birth_date: data.patient.birthDate,
      gender: data.patient.gender,
      insurance: {
        country: insurance.country,
        nir: insurance.country === "FR" ? insurance.nir : null,
        regime: insurance.country === "FR" ? insurance.regime : null,
        caisse: insurance.country === "FR" ? insurance.caisse : null,
        centre: insurance.country === "FR" ? insurance.centre : null,
        niss: insurance.country === "BE" ? insurance.niss : null,
        kvnr: insurance.country === "DE" ? insurance.kvnr : null,
        krankenkasse: insurance.country === "DE" ? insurance.krankenkasse : null,
      },
    },
    biller: toProfessional(data.biller),
    counterpart: toProfessional(data.counterpart),
    integrated_act: data.integratedAct,
  };
}

const idParams = z.object({ id: dbIdSchema });
const ERRORS = ["billing_not_billable", "billing_auto", "not_found"] as const;
const WHO = "Only the expert who completed the consult and the request's author read it (anyone else: 404, as a missing request).";

export const billingExportRoutes = [
  defineRoute({
    method: "GET",
    path: "/requests/{id}/billing",
    operationId: "downloadBillingText",
    tag: "billing",
    summary: `The billing data of the caller's side of a completed consult as a plain-text file (UTF-8, one field a line, labelled in the caller's language). ${WHO} Nothing billable: 422 billing_not_billable.`,
    auth: "validated",
    errors: [...ERRORS],
    params: idParams,
    response: z.string().describe("text/plain"),
    handler: async (context, { params }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const data = await readBillingData(context.prisma, viewer, params.id);
      return {
        raw: new TextEncoder().encode(billingText(data, context.locale)),
        headers: {
          "content-type": "text/plain; charset=utf-8",
          "content-disposition": contentDisposition("attachment", billingFileName(data)),
          "x-content-type-options": "nosniff",
          "cache-control": "private, no-store",
        },
      };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/requests/{id}/billing_data",
    operationId: "exportBillingData",
    tag: "billing",
    summary: `The billing data of the caller's side of a completed consult, for the practice software's extension; marks the act integrated (integrated_act). ${WHO} Nothing billable: 422 billing_not_billable; a group with auto billing: 422 billing_auto.`,
    auth: "validated",
    errors: [...ERRORS],
    params: idParams,
    response: z.object({ data: billingDataShape }),
    handler: async (context, { params }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      return { body: { data: toBillingDataShape(await exportBillingData(domainDeps(context), viewer, params.id)) } };
    },
  }),
  defineRoute({
    method: "POST",
    path: "/requests/{id}/billing_transfer",
    operationId: "transferBilling",
    tag: "billing",
    summary: `The address of the caller's practice software (billing_software) that takes this act, for the browser to open; marks the act integrated. ${WHO} No address configured for the caller's software, or no software chosen: 422 billing_transfer_not_configured.`,
    auth: "validated",
    errors: [...ERRORS, "billing_transfer_not_configured"],
    params: idParams,
    response: z.object({
      redirect_url: z.string().describe(`The practice software's address, from its configured template (placeholders ${BILLING_TRANSFER_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}); no patient identity in it.`),
      data: billingDataShape,
    }),
    handler: async (context, { params }) => {
      const viewer = context.viewer;
      if (!viewer) return restError("unauthenticated", context.locale);
      const transfer = await transferBilling(domainDeps(context), viewer, params.id, context.billingTransferUrls);
      return { body: { redirect_url: transfer.redirectUrl, data: toBillingDataShape(transfer.data) } };
    },
  }),
];
