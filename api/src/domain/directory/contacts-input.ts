import { z } from "zod";
import { dbIdSchema } from "../rules/id.ts";

/** Spec 2 §7 POST contacts: exactly one of a professional or a group. */
export const addContactInput = z
  .object({ professionalId: dbIdSchema.optional(), groupId: dbIdSchema.optional() })
  .refine((input) => (input.professionalId === undefined) !== (input.groupId === undefined), { path: ["professionalId"], message: "exactly one of professionalId or groupId" });
export type AddContactInput = z.input<typeof addContactInput>;

export const removeContactInput = z.object({ contactId: dbIdSchema });
export type RemoveContactInput = z.input<typeof removeContactInput>;

// A contact list is a personal address book: a few hundred entries at most; the cap bounds one page.
export const CONTACTS_MAX_PAGE = 500;
export const CONTACTS_DEFAULT_PAGE = 100;
