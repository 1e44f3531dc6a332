import type { Transporter } from "nodemailer";
import type { SecureMail, SecureMailer, SecureMailOutcome } from "../domain/ports.ts";

/** nodemailer's codes for a relay that could not be reached or answered too slowly: worth a retry. */
const CONNECTION_CODES = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED", "ECONNRESET", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * Sorts a failed send (RFC 5321 §4.2.1): a 4xx reply is transient (the relay asks to come back),
 * a 5xx permanent; no reply at all (refused, reset, timed out) is transient too. Anything else
 * (an authentication setting nodemailer rejects before talking) is permanent: retrying won't fix it.
 */
export function outcomeOfError(error: unknown): SecureMailOutcome {
  const fields = typeof error === "object" && error !== null ? (error as { responseCode?: unknown; code?: unknown }) : {};
  const reply = typeof fields.responseCode === "number" ? fields.responseCode : null;
  if (reply !== null && reply >= 400 && reply < 600) return { sent: false, temporary: reply < 500, code: `smtp_${reply}` };
  const code = typeof fields.code === "string" ? fields.code : "";
  if (CONNECTION_CODES.has(code)) return { sent: false, temporary: true, code: "connection" };
  return { sent: false, temporary: false, code: "smtp_error" };
}

/**
 * Report transfers through the MSSanté operator's relay (MSS_SMTP_URL), never the ordinary
 * SMTP_URL: only that relay delivers into the secure-messaging space. No pooling (a few messages
 * a day); short timeouts so that a silent relay turns into a retry rather than a hung call.
 */
export function createSecureMailer(smtpUrl: string, from: string): SecureMailer {
  // The URL's settings first, then the timeouts (the URL form of createTransport takes no options).
  const url = new URL(smtpUrl);
  const options = {
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  };
  // nodemailer loads with the first transfer, not at start (issue 18 item 6).
  let transport: Promise<Transporter> | null = null;
  return {
    async send(mail: SecureMail): Promise<SecureMailOutcome> {
      transport ??= import("nodemailer").then(({ createTransport }) => createTransport(options));
      const transporter = await transport;
      try {
        await transporter.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          headers: { "Content-Language": mail.locale },
          attachments: [{ filename: mail.attachment.fileName, contentType: mail.attachment.contentType, content: Buffer.from(mail.attachment.bytes) }],
        });
        return { sent: true };
      } catch (error: unknown) {
        return outcomeOfError(error);
      }
    },
  };
}
