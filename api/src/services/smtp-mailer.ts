import { createTransport } from "nodemailer";
import type { Messenger } from "../domain/ports.ts";

/** Mail through the SMTP server of SMTP_URL (nodemailer handles TLS, auth and pooling). */
export function createSmtpMailer(smtpUrl: string, from: string): Messenger["sendEmail"] {
  const transport = createTransport(smtpUrl);
  return async ({ to, subject, text, locale }) => {
    await transport.sendMail({ from, to, subject, text, headers: { "Content-Language": locale } });
  };
}
