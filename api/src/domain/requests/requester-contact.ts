import { z } from "zod";
import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { emailProblem, normalizeEmail, EMAIL_MAX_LENGTH } from "../rules/email.ts";
import { dbIdSchema } from "../rules/id.ts";
import { normalizeMobilePhone } from "../rules/phone.ts";
import type { Viewer } from "../viewer.ts";
import { participatingRequestWhere } from "./access.ts";

export const requesterContactInput = z.object({
  requestId: dbIdSchema,
  phone: z.string().max(40).optional(),
  email: z.string().max(EMAIL_MAX_LENGTH).optional(),
});
export type RequesterContactInput = z.input<typeof requesterContactInput>;

/**
 * The collect modals of spec 2 §8 (contact_phone_missing, contact_email_missing): the
 * requester's professional phone or e-mail, kept on the account for the next requests and
 * the phone also on this draft (groups call the requester back on it).
 */
export async function setRequesterContact(deps: Deps, viewer: Viewer, raw: RequesterContactInput): Promise<{ requestId: number }> {
  const input = parseInput(requesterContactInput, raw);
  const request = await deps.db.request.findFirst({
    where: { id: input.requestId, ...participatingRequestWhere(viewer, "SENDER") },
    select: { status: true, author: { select: { country: true } } },
  });
  if (!request) throw new DomainError("not_found");
  if (request.status !== "DRAFT") throw new DomainError("request_not_editable");
  const phone = input.phone?.trim() ? normalizeMobilePhone(input.phone, request.author.country) : undefined;
  if (phone === null) throw new DomainError("invalid_phone", "phone");
  let email: string | undefined;
  if (input.email?.trim()) {
    const problem = emailProblem(input.email);
    if (problem) throw new DomainError(problem, "email");
    email = normalizeEmail(input.email);
  }
  if (phone === undefined && email === undefined) throw new DomainError("validation_failed", input.phone !== undefined ? "phone" : "email");
  await deps.db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: viewer.userId }, data: { ...(phone ? { contactPhone: phone } : {}), ...(email ? { contactEmail: email } : {}) } });
    if (phone) await tx.request.update({ where: { id: input.requestId }, data: { authorPhone: phone } });
  });
  return { requestId: input.requestId };
}
