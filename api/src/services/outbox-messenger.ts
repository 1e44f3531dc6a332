import type { Db } from "../db/client.ts";
import type { Messenger } from "../domain/ports.ts";

/**
 * Development transport: every mail and text message lands in the outbox table, readable at
 * /dev/outbox. Used only when neither SMTP nor an SMS provider is configured, never in production.
 */
export function createOutboxMessenger(db: Db): Messenger {
  return {
    async sendEmail({ to, subject, text, locale }) {
      await db.outboxMessage.create({ data: { channel: "EMAIL", recipient: to, subject, body: text, locale } });
    },
    async sendSms({ to, text, locale }) {
      await db.outboxMessage.create({ data: { channel: "SMS", recipient: to, body: text, locale } });
    },
  };
}
