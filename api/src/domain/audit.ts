import type { Db } from "../db/client.ts";
import type { Prisma } from "../db/generated/prisma/client.ts";

export type AuditKind =
  | "login_succeeded"
  | "login_failed"
  | "logout"
  | "session_expired"
  | "code_sent"
  | "password_changed"
  | "password_change_failed"
  | "email_changed"
  | "phone_changed"
  | "contact_change_failed"
  | "identity_submitted"
  | "identity_validated"
  | "identity_rejected"
  | "access_trail_exported"
  | "calendar_feed_created"
  | "calendar_feed_revoked";

export type RequestMeta = { ip: string | null; userAgent: string | null };

type AuditInput = {
  kind: AuditKind;
  actorUserId?: number | null;
  targetType?: string;
  targetId?: string | number;
  data?: Prisma.InputJsonValue;
  meta: RequestMeta;
};

export async function recordAudit(db: Pick<Db, "auditEvent">, input: AuditInput): Promise<void> {
  await db.auditEvent.create({
    data: {
      kind: input.kind,
      actorUserId: input.actorUserId ?? null,
      targetType: input.targetType ?? null,
      targetId: input.targetId === undefined ? null : String(input.targetId),
      data: input.data,
      ip: input.meta.ip?.slice(0, 64) ?? null,
      userAgent: input.meta.userAgent?.slice(0, 512) ?? null,
    },
  });
}
