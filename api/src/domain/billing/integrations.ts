import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Gender } from "../../db/generated/prisma/enums.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { searchWords } from "../rules/search-text.ts";
import type { Viewer } from "../viewer.ts";
import { billableIntegrationWhere, integratorRightsOf, pendingIntegrationWhere, readableIntegrationWhere, type IntegratorRights } from "./access.ts";
import { CONSULT_ACTS_SELECT, consultActsOf, type ConsultActsRow } from "./consult-act.ts";
import { integrationListInput, updateIntegrationInput, type IntegrationListInput, type UpdateIntegrationInput } from "./integration-input.ts";

// Spec 2 §2 /integration, §3 Integration, §4 "Billing flags", §5 "Archiving", §7 "Administrative
// data": a completed consult as its group's integrators see it, the list they work through and
// the archive that marks their tasks done. Both APIs read and write it here only.

const PROFESSIONAL_SELECT = { rpps: true, rppsType: true, firstName: true, lastName: true, specialty: { select: { professionCode: true, professionLabel: true } } } as const;
const GROUP_SELECT = { id: true, name: true, collectIep: true, collectIpp: true, fhirInteropActive: true } as const;

const INTEGRATION_SELECT = {
  ...CONSULT_ACTS_SELECT,
  id: true,
  integratedAct: true,
  integratedReport: true,
  billingNumber: true,
  completedBy: { select: { ...CONSULT_ACTS_SELECT.completedBy.select, professional: { select: { ...CONSULT_ACTS_SELECT.completedBy.select.professional.select, ...PROFESSIONAL_SELECT } } } },
  request: {
    select: {
      ...CONSULT_ACTS_SELECT.request.select,
      id: true,
      iep: true,
      ipp: true,
      billingNumber: true,
      recipientGroupId: true,
      senderGroupId: true,
      recipientGroup: { select: GROUP_SELECT },
      senderGroup: { select: GROUP_SELECT },
      recipientTopic: { select: { code: true, label: true } },
      author: { select: { ...CONSULT_ACTS_SELECT.request.select.author.select, professional: { select: { ...CONSULT_ACTS_SELECT.request.select.author.select.professional.select, ...PROFESSIONAL_SELECT } } } },
      patient: { select: { firstName: true, lastName: true, birthName: true, birthDate: true, gender: true, birthPlace: true, phone: true, email: true, address: true } },
    },
  },
} as const satisfies Prisma.ConsultSelect;

type Row = Prisma.ConsultGetPayload<{ select: typeof INTEGRATION_SELECT }>;
type ProfessionalRow = NonNullable<NonNullable<Row["completedBy"]>["professional"]>;

export type IntegrationProfessional = {
  identifier: string;
  /** 8 means RPPS, otherwise ADELI (spec 2 §3). */
  identifierType: number;
  firstName: string;
  lastName: string;
  billingNumber: string | null;
  professionLabel: string;
  professionCode: number;
};

export type IntegrationPatient = {
  firstName: string | null;
  lastName: string | null;
  birthName: string | null;
  birthDate: Date | null;
  gender: Gender | null;
  birthPlace: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
};

export type Integration = {
  id: number;
  requestId: number;
  completedAt: Date;
  group: { id: number; name: string };
  topic: { code: string | null; label: string } | null;
  actCode: string | null;
  actAmountCents: number | null;
  actBillable: boolean;
  integratedAct: boolean;
  integratedReport: boolean;
  iep: string | null;
  ipp: string | null;
  collectIep: boolean;
  collectIpp: boolean;
  fhirInteropActive: boolean;
  /** The viewer's tasks on this item: the act (only when it bills and they may integrate acts) and the report. */
  tasks: { act: boolean; report: boolean };
  tasksComplete: boolean;
  canIntegrateAct: boolean;
  canIntegrateReport: boolean;
  patient: IntegrationPatient | null;
  /** The professional on the group's side (the expert for a recipient group, the requester for an auto-billing sender group). */
  professional: IntegrationProfessional | null;
  oppositeProfessional: IntegrationProfessional | null;
};

function professionalOf(row: ProfessionalRow | null | undefined, billingNumber: string | null): IntegrationProfessional | null {
  if (!row) return null;
  return {
    identifier: row.rpps,
    identifierType: row.rppsType,
    firstName: row.firstName,
    lastName: row.lastName,
    billingNumber,
    professionLabel: row.specialty.professionLabel,
    professionCode: row.specialty.professionCode,
  };
}

function toIntegration(row: Row, rights: IntegratorRights): Integration | null {
  const request = row.request;
  const mine = (groupId: number | null) => groupId !== null && (rights.act.includes(groupId) || rights.report.includes(groupId));
  const recipientSide = mine(request.recipientGroupId) && request.recipientGroup !== null;
  const group = recipientSide ? request.recipientGroup : request.senderGroup;
  if (!group || !row.completedAt) return null;
  const acts = consultActsOf(row as ConsultActsRow);
  const act = recipientSide ? acts.expert : acts.requester;
  const actBillable = act?.billable ?? false;
  const canIntegrateAct = rights.act.includes(group.id);
  const canIntegrateReport = rights.report.includes(group.id);
  const tasks = { act: canIntegrateAct && actBillable, report: canIntegrateReport };
  const expert = professionalOf(row.completedBy?.professional, row.billingNumber);
  const requester = professionalOf(request.author.professional, request.billingNumber);
  return {
    id: row.id,
    requestId: request.id,
    completedAt: row.completedAt,
    group: { id: group.id, name: group.name },
    topic: request.recipientTopic,
    actCode: act?.code ?? null,
    actAmountCents: act?.amountCents ?? null,
    actBillable,
    integratedAct: row.integratedAct,
    integratedReport: row.integratedReport,
    iep: request.iep,
    ipp: request.ipp,
    collectIep: group.collectIep,
    collectIpp: group.collectIpp,
    fhirInteropActive: group.fhirInteropActive,
    tasks,
    tasksComplete: (!tasks.act || row.integratedAct) && (!tasks.report || row.integratedReport),
    canIntegrateAct,
    canIntegrateReport,
    patient: request.patient,
    professional: recipientSide ? expert : requester,
    oppositeProfessional: recipientSide ? requester : expert,
  };
}

function listWhere(rights: IntegratorRights, input: IntegrationListInput): Prisma.ConsultWhereInput {
  const and: Prisma.ConsultWhereInput[] = [readableIntegrationWhere(rights)];
  if (input.feed === "tasks:pending") and.push(pendingIntegrationWhere(rights));
  if (input.feed === "tasks:archived") and.push({ NOT: pendingIntegrationWhere(rights) });
  if (input.excludeNonBillable) and.push(billableIntegrationWhere(rights));
  if (input.groupId !== undefined) and.push({ request: { OR: [{ recipientGroupId: input.groupId }, { senderGroupId: input.groupId }] } });
  for (const word of searchWords(input.search ?? "")) and.push({ request: { searchText: { contains: word } } });
  return { AND: and };
}

export type IntegrationPage = { items: Integration[]; totalCount: number; offset: number; limit: number };

/** GET integrations (spec 2 §7): the viewer's items, 20 a page, by completion date (oldest first unless descending). */
export async function listIntegrations(db: Db, viewer: Viewer | null, raw: unknown): Promise<IntegrationPage> {
  const input = parseInput(integrationListInput, raw);
  const rights = await integratorRightsOf(db, viewer);
  const where = listWhere(rights, input);
  const direction = input.sort === "-completed_at" ? "desc" : "asc";
  const [rows, totalCount] = await Promise.all([
    db.consult.findMany({ where, select: INTEGRATION_SELECT, orderBy: [{ completedAt: direction }, { id: direction }], skip: input.offset, take: input.limit }),
    db.consult.count({ where }),
  ]);
  const items = rows.flatMap((row) => toIntegration(row, rights) ?? []);
  return { items, totalCount, offset: input.offset, limit: input.limit };
}

/** GET integrations/{id}: one item, or null when missing or not the viewer's (alike). */
export async function readIntegration(db: Db, viewer: Viewer | null, consultId: number): Promise<Integration | null> {
  const rights = await integratorRightsOf(db, viewer);
  const row = await db.consult.findFirst({ where: { id: consultId, AND: [readableIntegrationWhere(rights)] }, select: INTEGRATION_SELECT });
  return row ? toIntegration(row, rights) : null;
}

/** What the 'next' dialog shows once an item's tasks are done: the pending items left and the first of them. */
export async function nextIntegration(db: Db, viewer: Viewer | null, afterConsultId: number): Promise<{ remainingCount: number; nextId: number | null }> {
  const rights = await integratorRightsOf(db, viewer);
  const input = parseInput(integrationListInput, {});
  const where: Prisma.ConsultWhereInput = { AND: [listWhere(rights, input), { id: { not: afterConsultId } }] };
  const [next, remainingCount] = await Promise.all([
    db.consult.findFirst({ where, select: { id: true }, orderBy: [{ completedAt: "asc" }, { id: "asc" }] }),
    db.consult.count({ where }),
  ]);
  return { remainingCount, nextId: next?.id ?? null };
}

function checkRequiredNumbers(item: Integration, iep: string | null, ipp: string | null): void {
  if (item.collectIep && !iep) throw new DomainError("iep_required", "iep");
  if (item.collectIpp && !ipp) throw new DomainError("ipp_required", "ipp");
}

/**
 * PUT integrations/{id}: the 'Billed' checkbox and the archive (spec 2 §4 "Billing flags", §5
 * "Archiving"). Each flag is the task of its capability (a flag the viewer has no task for is
 * refused, as a hidden item); marking a task done while the group collects an IEP or IPP that
 * is still empty is refused with iep_required / ipp_required, nothing changed.
 */
export async function updateIntegration(deps: Deps, viewer: Viewer, raw: UpdateIntegrationInput): Promise<Integration> {
  const write = await checkIntegrationUpdate(deps.db, viewer, parseInput(updateIntegrationInput, raw));
  if (!write) throw new DomainError("not_found");
  const consultId = await write(deps.db);
  const updated = await readIntegration(deps.db, viewer, consultId);
  if (!updated) throw new DomainError("not_found");
  return updated;
}

/** A checked change of an item's flags and numbers, written later (PUT consults/{id} checks every part before writing any). */
export type IntegrationWrite = (db: Db) => Promise<number>;

/**
 * Every rule of PUT integrations/{id}, checked without writing: each flag is the task of its
 * capability (a flag the viewer has no task for is refused), and marking a task done while the
 * group collects an IEP or IPP that is still empty is refused with iep_required / ipp_required.
 * Answers null when the viewer keeps no administrative data of this consult.
 */
export async function checkIntegrationUpdate(db: Db, viewer: Viewer, input: z.output<typeof updateIntegrationInput>): Promise<IntegrationWrite | null> {
  const item = await readIntegration(db, viewer, input.consultId);
  if (!item) return null;
  if (input.integratedAct !== undefined && !item.tasks.act) throw new DomainError("forbidden", "integratedAct");
  if (input.integratedReport !== undefined && !item.tasks.report) throw new DomainError("forbidden", "integratedReport");
  const iep = input.iep === undefined ? item.iep : input.iep || null;
  const ipp = input.ipp === undefined ? item.ipp : input.ipp || null;
  const integrating = (input.integratedAct === true && !item.integratedAct) || (input.integratedReport === true && !item.integratedReport);
  if (integrating) checkRequiredNumbers(item, iep, ipp);
  return async (target) => {
    await target.consult.update({
      where: { id: item.id },
      data: {
        ...(input.integratedAct !== undefined ? { integratedAct: input.integratedAct } : {}),
        ...(input.integratedReport !== undefined ? { integratedReport: input.integratedReport } : {}),
        request: { update: { ...(input.iep !== undefined ? { iep } : {}), ...(input.ipp !== undefined ? { ipp } : {}) } },
      },
    });
    return item.id;
  };
}

export type IntegrationGroup = { id: number; name: string; canIntegrateAct: boolean; canIntegrateReport: boolean };

/** The groups whose administrative data the viewer keeps (the list's group choice, and the menu item: spec 2 §2). */
export async function integrationGroupsOf(db: Db, viewer: Viewer | null): Promise<IntegrationGroup[]> {
  const rights = await integratorRightsOf(db, viewer);
  const ids = [...new Set([...rights.act, ...rights.report])];
  if (ids.length === 0) return [];
  const groups = await db.group.findMany({ where: { id: { in: ids } }, select: { id: true, name: true }, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return groups.map((group) => ({ ...group, canIntegrateAct: rights.act.includes(group.id), canIntegrateReport: rights.report.includes(group.id) }));
}
