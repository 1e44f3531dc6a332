import type { Db } from "../../db/client.ts";
import type { CodePurpose } from "../../db/generated/prisma/enums.ts";
import { recordAudit, type RequestMeta } from "../audit.ts";
import type { Locale } from "../i18n/locales.ts";
import { codeEmail, codeSms } from "./code-messages.ts";
import type { Messenger } from "../ports.ts";
import { issueCode } from "./codes.ts";

type SendContext = { messenger: Messenger; meta: RequestMeta; now: Date; locale: Locale };
type Send = { to: string; purpose: CodePurpose; userId: number | null; accountExists?: boolean };

export async function sendCodeByEmail(db: Db, context: SendContext, send: Send): Promise<void> {
  const code = await issueCode(db, { target: send.to, channel: "EMAIL", purpose: send.purpose }, send.userId, context.now);
  await context.messenger.sendEmail({ to: send.to, ...codeEmail(send.purpose, code, context.locale, { accountExists: send.accountExists === true }), locale: context.locale });
  await recordAudit(db, { kind: "code_sent", actorUserId: send.userId, data: { channel: "EMAIL", purpose: send.purpose }, meta: context.meta });
}

export async function sendCodeBySms(db: Db, context: SendContext, send: Send): Promise<void> {
  const code = await issueCode(db, { target: send.to, channel: "SMS", purpose: send.purpose }, send.userId, context.now);
  await context.messenger.sendSms({ to: send.to, text: codeSms(code, context.locale), locale: context.locale });
  await recordAudit(db, { kind: "code_sent", actorUserId: send.userId, data: { channel: "SMS", purpose: send.purpose }, meta: context.meta });
}
