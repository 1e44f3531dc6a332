// Spec 1 §5, mirrored from the API: one at sign and a dot after it; secure health-messaging
// addresses (MSSanté, Apicrypt) are refused because codes and notifications cannot reach them.
const SECURE_MESSAGING_DOMAINS = ["mssante.fr", "apicrypt.org"];

export type EmailProblem = "invalid_email" | "secure_messaging_unsupported";

export function emailProblem(raw: string): EmailProblem | null {
  const email = raw.trim().toLowerCase();
  if (!email || email.length > 254 || /\s/.test(email)) return "invalid_email";
  const at = email.indexOf("@");
  if (at <= 0 || email.indexOf("@", at + 1) !== -1) return "invalid_email";
  const domain = email.slice(at + 1);
  const dot = domain.indexOf(".");
  if (dot <= 0 || dot === domain.length - 1) return "invalid_email";
  if (SECURE_MESSAGING_DOMAINS.some((secure) => domain === secure || domain.endsWith(`.${secure}`))) return "secure_messaging_unsupported";
  return null;
}
