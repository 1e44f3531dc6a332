import type { Deps } from "../deps.ts";
import { DomainError } from "../errors.ts";
import { visibleGroupWhere } from "../groups/access.ts";
import { parseInput } from "../input.ts";
import { isValidatedViewer } from "../access.ts";
import type { Viewer } from "../viewer.ts";
import { ownContactWhere, visibleProfessionalWhere } from "./access.ts";
import { addContactInput, removeContactInput, type AddContactInput, type RemoveContactInput } from "./contacts-input.ts";

export type ContactChange = { contactId: number; professionalId: number | null; groupId: number | null };

function validatedViewer(viewer: Viewer): Viewer {
  if (!isValidatedViewer(viewer)) throw new DomainError("unvalidated");
  return viewer;
}

/**
 * Adds a professional or a group to the viewer's contacts. Idempotent: adding one already
 * there answers the existing contact (a double click, two tabs), not an error. The target must
 * be one the viewer may see; a hidden or missing one answers not_found.
 */
export async function addContact(deps: Deps, rawViewer: Viewer, raw: AddContactInput): Promise<ContactChange> {
  const viewer = validatedViewer(rawViewer);
  const input = parseInput(addContactInput, raw);
  if (input.professionalId !== undefined) {
    if (input.professionalId === viewer.professionalId) throw new DomainError("contact_self", "professionalId");
    const target = await deps.db.professional.findFirst({ where: { id: input.professionalId, AND: [visibleProfessionalWhere(viewer)] }, select: { id: true } });
    if (!target) throw new DomainError("not_found", "professionalId");
  } else {
    const target = await deps.db.group.findFirst({ where: { id: input.groupId, AND: [visibleGroupWhere(viewer)] }, select: { id: true } });
    if (!target) throw new DomainError("not_found", "groupId");
  }
  const data = { ownerId: viewer.userId, professionalId: input.professionalId ?? null, groupId: input.groupId ?? null, createdAt: deps.now };
  // ON CONFLICT DO NOTHING: two parallel adds leave one row and both answer it.
  await deps.db.contact.createMany({ data: [data], skipDuplicates: true });
  const row = await deps.db.contact.findFirst({
    where: { ownerId: viewer.userId, professionalId: data.professionalId, groupId: data.groupId },
    select: { id: true, professionalId: true, groupId: true },
  });
  if (!row) throw new Error("contact row missing right after its insert");
  return { contactId: row.id, professionalId: row.professionalId, groupId: row.groupId };
}

/** Spec 2 §7 DELETE contacts/{id}: only the viewer's own; anyone else's answers not_found, like a missing one. */
export async function removeContact(deps: Deps, rawViewer: Viewer, raw: RemoveContactInput): Promise<ContactChange> {
  const viewer = validatedViewer(rawViewer);
  const input = parseInput(removeContactInput, raw);
  const where = { id: input.contactId, AND: [ownContactWhere(viewer)] };
  const row = await deps.db.contact.findFirst({ where, select: { id: true, professionalId: true, groupId: true } });
  if (!row) throw new DomainError("not_found");
  await deps.db.contact.deleteMany({ where });
  return { contactId: row.id, professionalId: row.professionalId, groupId: row.groupId };
}
