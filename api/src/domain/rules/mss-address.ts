import { EMAIL_MAX_LENGTH, normalizeEmail } from "./email.ts";

// A professional's secure health-messaging address (MSSanté), spec 2 §2 and §7, RULES.md §7:
// ANS keeps the authoritative list of operator domains; every domain observed on it is a
// sub-domain of mssante.fr (ch-xyz.mssante.fr, medecin.mssante.fr...), hence the rule. The
// patients' Mon espace santé domain (patient.mssante.fr) is a patient's mailbox, never a
// professional's. The web form imports this very file.

const MSS_PARENT_DOMAIN = "mssante.fr";
const PATIENT_DOMAIN = "patient.mssante.fr";

/** One at sign, a local part, and a domain of dot-separated labels (letters, digits, hyphens). */
const ADDRESS = /^[^\s@]+@([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+)$/;

export const normalizeMssAddress = normalizeEmail;

/** True for an address an MSSanté operator serves to professionals. Empty is not an address. */
export function isValidMssAddress(raw: string): boolean {
  const address = normalizeMssAddress(raw);
  if (address.length > EMAIL_MAX_LENGTH) return false;
  const domain = ADDRESS.exec(address)?.[1];
  if (!domain || domain === PATIENT_DOMAIN) return false;
  return domain.endsWith(`.${MSS_PARENT_DOMAIN}`);
}
