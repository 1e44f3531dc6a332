import type { Db } from "../../db/client.ts";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { NO_ROW } from "../access.ts";
import type { Viewer } from "../viewer.ts";
import { EXPORT_PARTS } from "./data-export-parts.ts";
import { DATA_EXPORT_DAYS } from "../rules/data-retention.ts";

// Issue 20 item 10, "My data" (GDPR articles 15 and 20): the account's own data as JSON files in
// a zip, prepared in the background (the call returns at once; the screen follows the progress)
// and kept a week for download, then deleted with what it gathered.

/** How long a prepared download stays (then housekeeping deletes it). */
export const DATA_EXPORT_KEEP_DAYS = DATA_EXPORT_DAYS;
/** A preparation still unfinished after this long died with its process: it reads as failed. */
export const DATA_EXPORT_STALE_MS = 15 * 60_000;
/** A new download is prepared at most this often: the last one is answered again meanwhile. */
export const DATA_EXPORT_MIN_INTERVAL_MS = 60 * 60_000;

const DAY = 24 * 3_600_000;

export type DataExportState = { id: number; status: "PREPARING" | "READY" | "FAILED"; progress: number; total: number; createdAt: Date; readyAt: Date | null; expiresAt: Date };

const STATE_SELECT = { id: true, status: true, progress: true, total: true, createdAt: true, readyAt: true, expiresAt: true } as const;

/** The viewer's own downloads, not expired. Nobody else's, super users included. */
export function ownDataExportWhere(viewer: Viewer | null, now: Date): Prisma.DataExportWhereInput {
  if (!viewer) return NO_ROW;
  return { userId: viewer.userId, expiresAt: { gt: now } };
}

function withStaleness(row: DataExportState, now: Date): DataExportState {
  const stale = row.status === "PREPARING" && now.getTime() - row.createdAt.getTime() > DATA_EXPORT_STALE_MS;
  return stale ? { ...row, status: "FAILED" } : row;
}

/** The viewer's latest download and where it stands; null when there is none (or it expired). */
export async function latestDataExport(db: Db, viewer: Viewer, now: Date): Promise<DataExportState | null> {
  const row = await db.dataExport.findFirst({ where: ownDataExportWhere(viewer, now), orderBy: { id: "desc" }, select: STATE_SELECT });
  return row ? withStaleness(row, now) : null;
}

/** Gathers each part in turn, counting the progress; a failure marks the download failed. */
async function prepare(db: Db, exportId: number, userId: number, clock: () => Date): Promise<void> {
  try {
    const parts: Record<string, unknown> = {};
    for (const [index, part] of EXPORT_PARTS.entries()) {
      parts[part.name] = await part.gather(db, userId);
      await db.dataExport.update({ where: { id: exportId }, data: { parts: parts as Prisma.InputJsonValue, progress: index + 1 } });
    }
    await db.dataExport.update({ where: { id: exportId }, data: { status: "READY", readyAt: clock() } });
  } catch (error) {
    console.error("[data-export] failed", exportId, error);
    await db.dataExport.update({ where: { id: exportId }, data: { status: "FAILED" } }).catch(() => undefined);
  }
}

/**
 * Starts preparing a download of the viewer's data, or answers the one under way (or made within
 * the hour). `done` resolves when the preparation started here ends: the call does not wait for
 * it, tests do. Every account may download its own data, validated or not (GDPR article 15).
 */
export async function requestDataExport(db: Db, viewer: Viewer, clock: () => Date): Promise<{ exportId: number; done: Promise<void> }> {
  const now = clock();
  const latest = await latestDataExport(db, viewer, now);
  const recent = latest && latest.status !== "FAILED" && (latest.status === "PREPARING" || now.getTime() - latest.createdAt.getTime() < DATA_EXPORT_MIN_INTERVAL_MS);
  if (latest && recent) return { exportId: latest.id, done: Promise.resolve() };
  const row = await db.dataExport.create({
    data: { userId: viewer.userId, total: EXPORT_PARTS.length, expiresAt: new Date(now.getTime() + DATA_EXPORT_KEEP_DAYS * DAY) },
    select: { id: true },
  });
  return { exportId: row.id, done: prepare(db, row.id, viewer.userId, clock) };
}

/** The prepared documents of one of the viewer's downloads; null when missing, another's, expired or not ready. */
export async function readyDataExport(db: Db, viewer: Viewer, exportId: number, now: Date): Promise<{ createdAt: Date; parts: Record<string, unknown> } | null> {
  const row = await db.dataExport.findFirst({ where: { id: exportId, status: "READY", AND: [ownDataExportWhere(viewer, now)] }, select: { createdAt: true, parts: true } });
  if (!row || row.parts === null || typeof row.parts !== "object" || Array.isArray(row.parts)) return null;
  return { createdAt: row.createdAt, parts: row.parts as Record<string, unknown> };
}

/** Downloads past their week, deleted with what they gathered (housekeeping). */
export async function pruneDataExports(db: Db, now: Date): Promise<number> {
  return (await db.dataExport.deleteMany({ where: { expiresAt: { lt: now } } })).count;
}

