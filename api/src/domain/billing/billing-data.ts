import type { Db } from "../../db/client.ts";
import { DomainError } from "../errors.ts";
import { findReadableRequest } from "../requests/gate.ts";
import type { Viewer } from "../viewer.ts";
import { actByCode, actDay, type Act } from "./acts.ts";
import type { ErrorCode } from "../error-registry.ts";
import { billableExpertAct, billableRequesterAct, professionalOfUser, tableCodeOf, USER_OF_ACT_SELECT, type UserOfAct } from "./consult-act.ts";

// Issue 21 item 5, spec 2 §7 "Billing": what the side that bills a completed consult hands to
// its practice software (the text file, billing_data, billing_transfer), computed once here.

export type BillingSide = "expert" | "requester";

export type BillingLine = { code: string; quantity: number; unitAmountCents: number; amountCents: number; supplementTo: string | null };

export type BillingProfessional = {
  role: BillingSide;
  firstName: string;
  lastName: string;
  /** RPPS or ADELI (France), LANR (Germany), INAMI (Belgium): as stored in the directory. */
  identifier: string | null;
  identifierType: "RPPS" | "ADELI" | "LANR" | "INAMI" | null;
  professionCode: number | null;
  /** The specialty's label in French, as stored; the text file shows it in the reader's language from its code. */
  specialty: string | null;
  specialtyCode: string | null;
  /** The billing number this side bills with (France): the consult's for the expert, the draft's for the requester. */
  billingNumber: string | null;
};

export type BillingInsurance =
  | { country: "FR"; nir: string | null; regime: string | null; caisse: string | null; centre: string | null }
  | { country: "BE"; niss: string | null }
  | { country: "DE"; kvnr: string | null; krankenkasse: string | null };

export type BillingPatient = {
  lastName: string | null;
  birthName: string | null;
  firstName: string | null;
  /** YYYY-MM-DD. */
  birthDate: string | null;
  gender: "M" | "F" | "O" | null;
  insurance: BillingInsurance;
};

export type BillingData = {
  requestId: number;
  consultId: number;
  side: BillingSide;
  country: string;
  /** The completion day (YYYY-MM-DD, Europe/Paris): the act's date. */
  actDate: string;
  /** The main act's code (TE2, RQD, 01671, 01670, TE1). */
  actCode: string;
  /** The acts billed, the main one first, then its supplements (01672). */
  acts: BillingLine[];
  /** Euro cents, all lines together. */
  totalAmountCents: number;
  eligibility: string | null;
  patient: BillingPatient;
  /** The professional who bills (the viewer), then the other side. */
  biller: BillingProfessional;
  counterpart: BillingProfessional;
  integratedAct: boolean;
};

const PROFESSIONAL_SELECT = {
  firstName: true,
  lastName: true,
  ...USER_OF_ACT_SELECT,
  professional: { select: { country: true, rpps: true, rppsType: true, specialty: { select: { code: true, professionCode: true, label: true } } } },
} as const;

const BILLING_SELECT = {
  id: true,
  authorId: true,
  eligibility: true,
  billingNumber: true,
  autoBilling: true,
  senderGroup: { select: { autoBilling: true } },
  recipientGroup: { select: { autoBilling: true } },
  author: { select: PROFESSIONAL_SELECT },
  patient: { select: { lastName: true, birthName: true, firstName: true, birthDate: true, gender: true, country: true, nir: true, regime: true, caisse: true, centre: true, niss: true, kvnr: true, krankenkasse: true } },
  consult: {
    select: {
      id: true,
      status: true,
      actCode: true,
      actSupplements: true,
      completedAt: true,
      completedById: true,
      billingNumber: true,
      integratedAct: true,
      completedBy: { select: PROFESSIONAL_SELECT },
    },
  },
} as const;

type ProfessionalRow = {
  firstName: string;
  lastName: string;
  country: string;
  professional: { country: string; rpps: string; rppsType: number; specialty: { code: string; professionCode: number; label: string } } | null;
};

function identifierTypeOf(row: ProfessionalRow): BillingProfessional["identifierType"] {
  const professional = row.professional;
  if (!professional) return null;
  if (professional.country === "DE") return "LANR";
  if (professional.country === "BE") return "INAMI";
  // Spec 2 §3 Integration: identifier_type 8 means RPPS, otherwise ADELI.
  return professional.rppsType === 8 ? "RPPS" : "ADELI";
}

function professionalOf(row: ProfessionalRow | null, role: BillingSide, billingNumber: string | null): BillingProfessional {
  return {
    role,
    firstName: row?.firstName ?? "",
    lastName: row?.lastName ?? "",
    identifier: row?.professional?.rpps ?? null,
    identifierType: row ? identifierTypeOf(row) : null,
    professionCode: row?.professional?.specialty.professionCode ?? null,
    specialty: row?.professional?.specialty.label ?? null,
    specialtyCode: row?.professional?.specialty.code ?? null,
    billingNumber,
  };
}

type PatientRow = {
  lastName: string | null;
  birthName: string | null;
  firstName: string | null;
  birthDate: Date | null;
  gender: "M" | "F" | "O" | null;
  country: "FR" | "BE" | "DE";
  nir: string | null;
  regime: string | null;
  caisse: string | null;
  centre: string | null;
  niss: string | null;
  kvnr: string | null;
  krankenkasse: string | null;
};

/** Only the insurance numbers of the patient's own country (no French field for a German patient). */
function insuranceOf(patient: PatientRow): BillingInsurance {
  if (patient.country === "BE") return { country: "BE", niss: patient.niss };
  if (patient.country === "DE") return { country: "DE", kvnr: patient.kvnr, krankenkasse: patient.krankenkasse };
  return { country: "FR", nir: patient.nir, regime: patient.regime, caisse: patient.caisse, centre: patient.centre };
}

function linesOf(act: Act, supplements: number, date: Date): BillingLine[] {
  const main: BillingLine = { code: act.code, quantity: 1, unitAmountCents: act.amountCents, amountCents: act.amountCents, supplementTo: null };
  if (supplements <= 0) return [main];
  const supplement = actByCode("01672", date, { side: act.side, country: act.country });
  if (!supplement || supplement.supplementTo !== act.code) return [main];
  return [main, { code: supplement.code, quantity: supplements, unitAmountCents: supplement.amountCents, amountCents: supplement.amountCents * supplements, supplementTo: act.code }];
}

type BillableConsult = { side: BillingSide; act: Act; row: NonNullable<Awaited<ReturnType<typeof readBillingRow>>> };

function readBillingRow(db: Db, viewer: Viewer | null, requestId: number) {
  return findReadableRequest(db, viewer, requestId, { select: BILLING_SELECT }) as Promise<{
    id: number;
    authorId: number;
    eligibility: string | null;
    billingNumber: string | null;
    autoBilling: boolean;
    senderGroup: { autoBilling: boolean } | null;
    recipientGroup: { autoBilling: boolean } | null;
    author: ProfessionalRow;
    patient: PatientRow | null;
    consult: {
      id: number;
      status: string;
      actCode: "TE1" | "TE2" | "EBM_01671" | "NONE" | null;
      actSupplements: number;
      completedAt: Date | null;
      completedById: number | null;
      billingNumber: string | null;
      integratedAct: boolean;
      completedBy: ProfessionalRow | null;
    } | null;
  } | null>;
}

/** What decides whether and what the viewer bills on a request (a part of BILLING_SELECT). */
export const BILLABILITY_SELECT = {
  authorId: true,
  eligibility: true,
  autoBilling: true,
  senderGroup: { select: { autoBilling: true } },
  recipientGroup: { select: { autoBilling: true } },
  author: { select: USER_OF_ACT_SELECT },
  consult: { select: { status: true, actCode: true, completedAt: true, completedById: true, completedBy: { select: USER_OF_ACT_SELECT } } },
} as const;

export type BillabilityRow = {
  authorId: number;
  eligibility: string | null;
  autoBilling: boolean;
  senderGroup: { autoBilling: boolean } | null;
  recipientGroup: { autoBilling: boolean } | null;
  author: UserOfAct;
  consult: { status: string; actCode: "TE1" | "TE2" | "EBM_01671" | "NONE" | null; completedAt: Date | null; completedById: number | null; completedBy: UserOfAct } | null;
};

/** The part of a request read through the requests gate that decides who bills what (null: not readable). */
export function readBillabilityRow(db: Db, viewer: Viewer | null, requestId: number): Promise<BillabilityRow | null> {
  return findReadableRequest(db, viewer, requestId, { select: BILLABILITY_SELECT }) as Promise<BillabilityRow | null>;
}

/**
 * The side of a request (already read through the requests gate) the viewer bills and its act,
 * or why not. Only the two professionals who bill read it: the expert who completed the consult
 * and the request's author. Anyone else (a reader who bills nothing here, a super user) gets
 * not_found, as for a missing request: the patient's insurance numbers go to the biller alone.
 */
export function billableSideOf(row: BillabilityRow, viewer: Viewer | null): { side: BillingSide; act: Act } | { refused: ErrorCode } {
  if (!viewer) return { refused: "not_found" };
  const consult = row.consult;
  const side: BillingSide | null = consult?.completedById === viewer.userId ? "expert" : row.authorId === viewer.userId ? "requester" : null;
  if (!side) return { refused: "not_found" };
  if (!consult) return { refused: "billing_not_billable" };
  // Spec 2 §4, §6: a group with auto billing sends the act to its admissions; its members have nothing to bill.
  const autoBilling = side === "requester" ? row.autoBilling || row.senderGroup?.autoBilling === true : row.recipientGroup?.autoBilling === true;
  if (autoBilling) return { refused: "billing_auto" };
  const input = {
    consult: { status: consult.status, actCode: consult.actCode, completedAt: consult.completedAt },
    eligibility: row.eligibility,
    expert: professionalOfUser(consult.completedBy),
  };
  const act = side === "expert" ? billableExpertAct(input) : billableRequesterAct({ ...input, requester: professionalOfUser(row.author) });
  return act ? { side, act } : { refused: "billing_not_billable" };
}

async function billableConsult(db: Db, viewer: Viewer | null, requestId: number): Promise<BillableConsult> {
  const row = await readBillingRow(db, viewer, requestId);
  if (!row) throw new DomainError("not_found");
  const billable = billableSideOf(row, viewer);
  if ("refused" in billable) throw new DomainError(billable.refused);
  return { ...billable, row };
}

/** Whether the viewer has an act to bill on a request read through the gate (the billing button, spec 2 §6). */
export function canBill(row: BillabilityRow, viewer: Viewer | null): boolean {
  return !("refused" in billableSideOf(row, viewer));
}

/**
 * Spec 2 §7 GET requests/{id}/billing/, POST billing_data: the billing data of the viewer's side
 * of a completed consult. Not billable (not completed, non-eligible, no act, Belgium) answers
 * billing_not_billable, never an empty file.
 */
export async function readBillingData(db: Db, viewer: Viewer | null, requestId: number): Promise<BillingData> {
  const { side, act, row } = await billableConsult(db, viewer, requestId);
  const consult = row.consult;
  const patient = row.patient;
  if (!consult?.completedAt || !patient) throw new DomainError("billing_not_billable");
  const lines = side === "expert" ? linesOf(act, consult.actSupplements, consult.completedAt) : linesOf(act, 0, consult.completedAt);
  const expert = professionalOf(consult.completedBy, "expert", consult.billingNumber);
  const requester = professionalOf(row.author, "requester", row.billingNumber);
  return {
    requestId: row.id,
    consultId: consult.id,
    side,
    country: act.country,
    actDate: actDay(consult.completedAt),
    actCode: side === "expert" ? (tableCodeOf(consult.actCode ?? "NONE") ?? act.code) : act.code,
    acts: lines,
    totalAmountCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    eligibility: row.eligibility,
    patient: {
      lastName: patient.lastName,
      birthName: patient.birthName,
      firstName: patient.firstName,
      birthDate: patient.birthDate ? patient.birthDate.toISOString().slice(0, 10) : null,
      gender: patient.gender,
      insurance: insuranceOf(patient),
    },
    biller: side === "expert" ? expert : requester,
    counterpart: side === "expert" ? requester : expert,
    integratedAct: consult.integratedAct,
  };
}
