import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import type { Messenger } from "../domain/ports.ts";
import { createOutboxMessenger } from "./outbox-messenger.ts";
import { createSmsProvider } from "./sms-provider.ts";
import { createSmtpMailer } from "./smtp-mailer.ts";

/** SMTP and the SMS provider when configured; each missing one falls back to the outbox. */
export function createMessenger(config: Config, db: Db): { messenger: Messenger; usesOutbox: boolean } {
  const outbox = createOutboxMessenger(db);
  const messenger: Messenger = {
    sendEmail: config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : outbox.sendEmail,
    sendSms: config.smsApiUrl ? createSmsProvider(config.smsApiUrl, config.smsApiToken) : outbox.sendSms,
  };
  return { messenger, usesOutbox: !config.smtpUrl || !config.smsApiUrl };
}
