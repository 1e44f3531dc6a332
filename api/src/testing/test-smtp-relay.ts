import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type TestSmtpRelay = { url: string; received: ParsedMail[]; close(): Promise<void> };

/**
 * A real SMTP server on a free local port that accepts every message and keeps it parsed, as
 * an MSSanté operator's relay would take it: the browser journeys' stand-in (e2e/serve.ts sets
 * MSS_SMTP_URL to it). Plain SMTP, no STARTTLS (its own certificate would be self-signed).
 */
export async function startTestSmtpRelay(onMessage?: (mail: ParsedMail) => void): Promise<TestSmtpRelay> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          onMessage?.(mail);
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
