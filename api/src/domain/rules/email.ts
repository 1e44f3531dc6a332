// Spec 1 §5: one at sign and a dot after it; secure health-messaging addresses are refused
// ("secure health messaging is not supported"): the spec counts three, one per network our
// users have — MSSanté (all sub-domains of mssante.fr, RULES.md §7), Apicrypt (a separate
// French network) and Germany's KIM (addresses under kim.telematik). Codes and notices sent
// there would never arrive: those mailboxes only accept mail from inside their network.
// The web form imports this rule too.
const secureMessagingDomains = ["mssante.fr", "apicrypt.org", "kim.telematik"];

/** RFC 5321: a path of at most 256 octets, brackets included. */
export const EMAIL_MAX_LENGTH = 254;

export type EmailProblem = "invalid_email" | "secure_messaging_unsupported";

export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function emailProblem(raw: string): EmailProblem | null {
  const email = normalizeEmail(raw);
  if (email.length > EMAIL_MAX_LENGTH || /\s/.test(email)) return "invalid_email";
  const at = email.indexOf("@");
  if (at <= 0 || email.indexOf("@", at + 1) !== -1) return "invalid_email";
  const domain = email.slice(at + 1);
  const dot = domain.indexOf(".");
  if (dot <= 0 || dot === domain.length - 1) return "invalid_email";
  if (secureMessagingDomains.some((d) => domain === d || domain.endsWith(`.${d}`))) return "secure_messaging_unsupported";
  return null;
}
