import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../errors.ts";
import { parseInput } from "../input.ts";
import { csvLine } from "../rules/csv.ts";
import { calendarDaySchema } from "../rules/calendar-day-schema.ts";
import { dbIdSchema } from "../rules/id.ts";
import type { Viewer } from "../viewer.ts";
import { canDownloadGroupData, visibleGroupWhere } from "./access.ts";
import { standingFromRows, viewerMembershipSelect } from "./standing.ts";

const isoDay = calendarDaySchema.refine((value) => value >= "2000-01-01" && value <= "2100-12-31");

/** Spec 1 §5 "Data download": from and to required (calendar days), to not before from. */
export const groupExportInput = z.object({ groupId: dbIdSchema, from: isoDay, to: isoDay });
export type GroupExportInput = z.input<typeof groupExportInput>;

/** The default range: one month ago to today (spec 1 §5), as calendar days in UTC. */
export function defaultExportRange(now: Date): { from: string; to: string } {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - 1);
  return { from: from.toISOString().slice(0, 10), to: now.toISOString().slice(0, 10) };
}

/**
 * The columns of the export. Administrative data only: who asked whom, when, about which topic,
 * with which outcome and act code. No patient identity: the patient's name, birth date and
 * insurance numbers stay in the consult, read there by its participants.
 */
export const EXPORT_COLUMNS = [
  "request_id",
  "direction",
  "created_at",
  "published_at",
  "last_activity_at",
  "request_status",
  "consult_status",
  "completed_at",
  "topic",
  "requester_last_name",
  "requester_first_name",
  "requester_rpps",
  "sender_group",
  "recipient_type",
  "recipient",
  "act_code",
  "tags",
] as const;

const BATCH = 500;

const rowSelect = {
  id: true,
  status: true,
  createdAt: true,
  publishedAt: true,
  lastActivityDate: true,
  recipientGroupId: true,
  recipientType: true,
  author: { select: { firstName: true, lastName: true, professional: { select: { rpps: true } } } },
  senderGroup: { select: { name: true } },
  recipientGroup: { select: { name: true } },
  recipientTopic: { select: { label: true } },
  senderTopic: { select: { label: true } },
  recipientProfessional: { select: { firstName: true, lastName: true } },
  consult: { select: { status: true, completedAt: true, actCode: true, tags: { select: { tag: { select: { label: true } } } } } },
} as const;

export type GroupExport = { groupName: string; from: string; to: string; lines: AsyncIterable<string> };

/**
 * Spec 1 §6 "Admin: downloads data": the group's published requests (received and sent) whose
 * publication falls in [from, to] (whole UTC days), oldest first, read in batches so a large
 * group streams instead of filling memory. Refused: a hidden group answers not_found, a
 * non-admin forbidden, to before from date_range_invalid; nothing is read before that.
 */
export async function exportGroupData(db: Db, viewer: Viewer, raw: GroupExportInput): Promise<GroupExport> {
  const input = parseInput(groupExportInput, raw);
  const group = await db.group.findFirst({
    where: { id: input.groupId, AND: [visibleGroupWhere(viewer)] },
    select: { id: true, name: true, memberships: viewerMembershipSelect(viewer) },
  });
  if (!group) throw new DomainError("not_found");
  if (!canDownloadGroupData(standingFromRows(viewer, group.memberships))) throw new DomainError("forbidden");
  if (input.to < input.from) throw new DomainError("date_range_invalid", "to");
  const start = new Date(`${input.from}T00:00:00Z`);
  const end = new Date(`${input.to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const where = {
    status: { not: "DRAFT" as const },
    publishedAt: { gte: start, lt: end },
    OR: [{ recipientGroupId: group.id }, { senderGroupId: group.id }],
  };

  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine([...EXPORT_COLUMNS])}`;
    let after = 0;
    for (;;) {
      const rows = await db.request.findMany({ where: { ...where, id: { gt: after } }, orderBy: { id: "asc" }, take: BATCH, select: rowSelect });
      for (const row of rows) {
        const received = row.recipientGroupId === group?.id;
        const recipient = row.recipientProfessional
          ? `${row.recipientProfessional.lastName} ${row.recipientProfessional.firstName}`
          : (row.recipientGroup?.name ?? "");
        yield csvLine([
          row.id,
          received ? "received" : "sent",
          row.createdAt.toISOString(),
          row.publishedAt?.toISOString(),
          row.lastActivityDate.toISOString(),
          row.status.toLowerCase(),
          row.consult?.status.toLowerCase(),
          row.consult?.completedAt?.toISOString(),
          (received ? row.recipientTopic?.label : row.senderTopic?.label) ?? "",
          row.author.lastName,
          row.author.firstName,
          row.author.professional?.rpps,
          row.senderGroup?.name,
          row.recipientType.toLowerCase(),
          recipient,
          row.consult?.actCode ?? "",
          row.consult?.tags.map((t) => t.tag.label).join(" | "),
        ]);
      }
      if (rows.length < BATCH) return;
      after = rows.at(-1)?.id ?? after;
    }
  }
  return { groupName: group.name, from: input.from, to: input.to, lines: lines() };
}
