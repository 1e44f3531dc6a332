import type { Transporter } from "nodemailer";
import type { Messenger } from "../domain/ports.ts";

/**
 * Mail through the SMTP server of SMTP_URL (nodemailer handles TLS, auth and pooling). nodemailer
 * loads with the first mail, not at start (issue 18 item 6).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Messenger["sendEmail"] {
  let transport: Promise<Transporter> | null = null;
  return async ({ to, subject, text, locale }) => {
    transport ??= import("nodemailer").then(({ createTransport }) => createTransport(smtpUrl));
    await (await transport).sendMail({ from, to, subject, text, headers: { "Content-Language": locale } });
  };
}
