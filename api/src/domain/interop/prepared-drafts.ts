import { randomBytes } from "node:crypto";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { deleteDraft } from "../requests/delete-draft.ts";
import type { Viewer } from "../viewer.ts";
import { ownInteropDraftWhere } from "./access.ts";
import { INTEROP_DRAFT_TTL_DAYS, interopDraftInput, type InteropDraftInput } from "./interop-draft-input.ts";
import { startInteropDraft } from "./start-interop-draft.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** An id as the link carries it: 22 url-safe characters (128 random bits). */
const PREPARED_ID = /^[A-Za-z0-9_-]{22}$/;

export type PreparedDraft = { id: string; expiresAt: Date };

/**
 * Issue 24 item 2: practice software prepares a request for its doctor, who opens it later at
 * /interop/drafts/{id}. The parameters are checked now (a bad one is refused at once, to the
 * software) and again when the doctor opens it, since the directory may have changed meanwhile.
 */
export async function prepareInteropDraft(deps: Deps, viewer: Viewer, raw: InteropDraftInput): Promise<PreparedDraft> {
  const input = parseInput(interopDraftInput, raw);
  if (input.recipientProfessionalId === undefined && input.recipientRpps === undefined) throw new DomainError("interop_recipient_missing", "recipientRpps");
  const id = randomBytes(16).toString("base64url");
  const expiresAt = new Date(deps.now.getTime() + INTEROP_DRAFT_TTL_DAYS * DAY_MS);
  await deps.db.interopDraft.create({ data: { id, userId: viewer.userId, params: input as Prisma.InputJsonObject, createdAt: deps.now, expiresAt } });
  return { id, expiresAt };
}

/**
 * Spec 2 §7 POST interop/{id}/convert/, spec 1 §2 /interop/drafts/{id}: the prepared draft
 * becomes a request draft of its doctor (another's answers not_found, like a missing one).
 * Converting twice answers the same draft; two conversions at once keep one draft and remove the
 * other's, so a double click never makes two requests.
 */
export async function convertInteropDraft(deps: Deps, viewer: Viewer, id: string): Promise<{ requestId: number }> {
  if (!PREPARED_ID.test(id)) throw new DomainError("not_found");
  const prepared = await deps.db.interopDraft.findFirst({ where: { id, AND: [ownInteropDraftWhere(viewer)] }, select: { params: true, expiresAt: true, requestId: true } });
  if (!prepared) throw new DomainError("not_found");
  if (prepared.requestId !== null) return { requestId: prepared.requestId };
  if (prepared.expiresAt <= deps.now) throw new DomainError("interop_draft_expired");

  const { id: requestId } = await startInteropDraft(deps, viewer, prepared.params as InteropDraftInput);
  const claimed = await deps.db.interopDraft.updateMany({ where: { id, requestId: null }, data: { requestId } });
  if (claimed.count === 1) return { requestId };
  // Another conversion won the race: keep its draft, remove ours.
  await deleteDraft(deps, viewer, { requestId }).catch(() => undefined);
  const winner = await deps.db.interopDraft.findFirst({ where: { id, AND: [ownInteropDraftWhere(viewer)] }, select: { requestId: true } });
  if (winner?.requestId == null) throw new DomainError("not_found");
  return { requestId: winner.requestId };
}
