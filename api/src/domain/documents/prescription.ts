import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { isValidatedViewer } from "../access.ts";
import { findReadableRequest } from "../requests/gate.ts";
import { publishRequestUpdated } from "../requests/request-events.ts";
import { readSignatureForDocument } from "../settings/signature-picture.ts";
import type { Viewer } from "../viewer.ts";
import { prescriberStanding } from "./prescription-access.ts";
import { checkPrescriptionValues, prescriptionInput } from "./prescription-input.ts";
import { prescriptionFileName, type PrescriptionDocument } from "./prescription-model.ts";

// Spec 2 §7 POST requests/prescription_generation/ and issue 22 item 3: a prescription written
// by an expert of the request, as a PDF to look at or download, or attached to the request as
// one of its files, which the requester sees arrive (the request's "files" event).

/** The PDF writer (PDFKit and its fonts' parsers) loads with the first prescription, not at start (issue 18 item 6). */
async function renderPrescriptionPdf(document: PrescriptionDocument): Promise<Uint8Array> {
  return (await import("./prescription-pdf.ts")).renderPrescriptionPdf(document);
}

export type GeneratedPrescription = { bytes: Uint8Array; fileName: string };
export type AttachedPrescription = { requestId: number; fileId: number; name: string; size: number; createdAt: Date };

const REQUEST_SELECT = (viewer: Viewer) =>
  ({
    id: true,
    participants: { where: { userId: viewer.userId }, take: 1, select: { side: true } },
    // The NIR is read here only, to be printed on the prescription (DESIGN.md data minimisation).
    patient: { select: { firstName: true, lastName: true, birthName: true, birthDate: true, gender: true, nir: true, country: true } },
  }) as const;

type RequestRow = {
  id: number;
  participants: { side: "SENDER" | "RECIPIENT" }[];
  patient: { firstName: string | null; lastName: string | null; birthName: string | null; birthDate: Date | null; gender: "M" | "F" | "O" | null; nir: string | null; country: string } | null;
};

async function prescriberRow(db: Db, viewer: Viewer) {
  return db.user.findUnique({
    where: { id: viewer.userId },
    select: {
      firstName: true,
      lastName: true,
      country: true,
      professional: {
        select: {
          canPrescribe: true,
          rpps: true,
          rppsType: true,
          specialty: { select: { label: true, professionCode: true } },
          practices: { orderBy: { id: "asc" }, take: 1, select: { fullAddress: true, finessNumber: true } },
        },
      },
      billingInfos: { select: { number: true } },
    },
  });
}

/** The prescriber's numbers hold the one given; "" or null is none (allowed only for a preview). */
function billingNumberOf(given: string | null | undefined, own: readonly { number: string }[], required: boolean): string | null {
  const number = given?.replace(/\s/g, "") ?? "";
  if (number === "") {
    if (required) throw new DomainError("prescription_billing_number_required", "billingNumber");
    return null;
  }
  if (!own.some((info) => info.number === number)) throw new DomainError("prescription_billing_number_unknown", "billingNumber");
  return number;
}

/**
 * Who may, then what: a request the viewer cannot read is not_found (as a missing one); outside
 * France france_only; on the request's sender side, as an observer, or without can_prescribe,
 * prescription_not_allowed; then the §5 rules on the values and the billing number.
 */
async function prepare(deps: Deps, viewer: Viewer | null, raw: z.input<typeof prescriptionInput>, attach: boolean): Promise<PrescriptionDocument> {
  const input = parseInput(prescriptionInput, raw);
  if (!isValidatedViewer(viewer)) throw new DomainError("not_found");
  const request = (await findReadableRequest(deps.db, viewer, input.requestId, { select: REQUEST_SELECT(viewer) })) as RequestRow | null;
  if (!request) throw new DomainError("not_found");
  const user = await prescriberRow(deps.db, viewer);
  if (!user) throw new DomainError("not_found");
  const standing = prescriberStanding({ side: request.participants[0]?.side ?? null, country: user.country, canPrescribe: user.professional?.canPrescribe === true });
  if (standing !== "allowed") throw new DomainError(standing);
  const { template, values } = checkPrescriptionValues(input.templateName, input.values);
  const billingNumber = billingNumberOf(input.billingNumber, user.billingInfos, attach);
  const professional = user.professional;
  const practice = professional?.practices[0] ?? null;
  const patient = request.patient;
  return {
    template,
    values,
    requestId: request.id,
    date: deps.now,
    prescriber: {
      title: professional?.specialty.professionCode === 10 ? "Dr" : "",
      firstName: user.firstName,
      lastName: user.lastName,
      specialty: professional?.specialty.label ?? null,
      identifierType: professional?.rppsType === 8 ? "RPPS" : "ADELI",
      identifier: professional?.rpps ?? null,
      billingNumber,
      address: practice?.fullAddress ?? null,
      finessNumber: practice?.finessNumber ?? null,
      signature: await readSignatureForDocument(deps, viewer.userId),
    },
    patient: {
      firstName: patient?.firstName ?? null,
      lastName: patient?.lastName ?? null,
      birthName: patient?.birthName ?? null,
      birthDate: patient?.birthDate ? patient.birthDate.toISOString().slice(0, 10) : null,
      gender: patient?.gender ?? null,
      // A French prescription carries a French insurance number only.
      nir: patient?.country === "FR" ? (patient.nir ?? null) : null,
    },
  };
}

/** POST requests/prescription_generation/: the PDF, stored nowhere (a preview or a download). */
export async function generatePrescription(deps: Deps, viewer: Viewer | null, raw: z.input<typeof prescriptionInput>): Promise<GeneratedPrescription> {
  const document = await prepare(deps, viewer, raw, false);
  return { bytes: await renderPrescriptionPdf(document), fileName: prescriptionFileName(document) };
}

/**
 * The prescription as one of the request's files (spec 2 §5: a billing number is required to
 * attach). The bytes are stored first, then the row; a failed row removes the bytes, so a
 * refusal leaves neither (DESIGN.md "Storage"). The request's "files" event then tells the open
 * pages of both sides, so the requester sees it arrive without a reload.
 */
export async function attachPrescription(deps: Deps, viewer: Viewer | null, raw: z.input<typeof prescriptionInput>): Promise<AttachedPrescription> {
  const document = await prepare(deps, viewer, raw, true);
  const bytes = await renderPrescriptionPdf(document);
  const name = prescriptionFileName(document);
  const stored = await deps.storage.put(bytes);
  let row: { id: number; createdAt: Date };
  try {
    row = await deps.db.file.create({
      data: {
        requestId: document.requestId,
        uploadedById: viewer?.userId ?? null,
        name,
        contentType: "application/pdf",
        size: BigInt(stored.size),
        sha256: stored.sha256,
        storageKey: stored.key,
        createdAt: deps.now,
      },
      select: { id: true, createdAt: true },
    });
  } catch (error) {
    await deps.storage.remove(stored.key).catch((removal: unknown) => console.error("[documents] could not remove a prescription's bytes", stored.key, removal));
    throw error;
  }
  await publishRequestUpdated(deps, { requestId: document.requestId, kind: "files" });
  return { requestId: document.requestId, fileId: row.id, name, size: stored.size, createdAt: row.createdAt };
}
