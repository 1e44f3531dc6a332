// Contacts, public profiles and correspondent invitations (spec 1 §2, §5): codes with their HTTP status.
export const contactsErrors = {
  invalid_contact: { status: 422 },
  contact_self: { status: 422 },
} as const;
