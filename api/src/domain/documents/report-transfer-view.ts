import type { Prisma } from "../../db/generated/prisma/client.ts";

// What a report transfer shows its readers (GraphQL Request.reportTransfers, the REST answer).

export type ReportTransferStatus = "pending" | "sent" | "failed";

export type ReportTransferView = {
  id: number;
  requestId: number;
  address: string;
  status: ReportTransferStatus;
  attempts: number;
  /** smtp_451, smtp_550, connection...: the last failure (null when none). */
  lastError: string | null;
  /** Pending: when the next attempt is due. */
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
};

export const REPORT_TRANSFER_SELECT = { id: true, requestId: true, address: true, status: true, attempts: true, lastError: true, nextAttemptAt: true, sentAt: true, createdAt: true } satisfies Prisma.ReportTransferSelect;

export type ReportTransferRow = Prisma.ReportTransferGetPayload<{ select: typeof REPORT_TRANSFER_SELECT }>;

export function toReportTransferView(row: ReportTransferRow): ReportTransferView {
  const status: ReportTransferStatus = row.status === "SENT" ? "sent" : row.status === "FAILED" ? "failed" : "pending";
  return { ...row, status };
}

/** The latest transfers of a request first; a request keeps at most this many on screen. */
export const REPORT_TRANSFERS_SHOWN = 20;
