import type { Db } from "../../db/client.ts";
import { zipStream, type ZipEntry } from "../files/zip-stream.ts";
import { DomainError } from "../errors.ts";
import { RETENTION } from "../rules/data-retention.ts";
import type { Viewer } from "../viewer.ts";
import { dataExportAbout } from "./data-export-about.ts";
import { readyDataExport } from "./data-export.ts";

const encoder = new TextEncoder();

function jsonEntry(name: string, value: unknown, date: Date): ZipEntry {
  return {
    name,
    date,
    async *open() {
      yield encoder.encode(`${JSON.stringify(value, null, 2)}\n`);
    },
  };
}

/**
 * The download of a prepared export: about.json (what the archive holds, what the service keeps
 * and for how long, in the account's language), then one JSON file per part. Written with the one zip writer of the files
 * area, as the request attachments' archive is. Another user's export answers as a missing one.
 */
export async function dataExportArchive(db: Db, viewer: Viewer, exportId: number, now: Date): Promise<{ name: string; content: AsyncIterable<Uint8Array>; requestIds: number[] }> {
  const ready = await readyDataExport(db, viewer, exportId, now);
  if (!ready) throw new DomainError("not_found");
  // In the account's language (the session's viewer carries it), as the screens and emails speak.
  const about = dataExportAbout({ userId: viewer.userId, preparedAt: ready.createdAt, files: Object.keys(ready.parts).map((name) => `${name}.json`), retention: RETENTION, locale: viewer.locale });
  const entries = [jsonEntry("about.json", about, ready.createdAt), ...Object.entries(ready.parts).map(([name, value]) => jsonEntry(`${name}.json`, value, ready.createdAt))];
  // The requests' descriptions and messages are patient data: the adapter records their read.
  const requests = Array.isArray(ready.parts.requests) ? (ready.parts.requests as { id?: unknown }[]) : [];
  const requestIds = requests.flatMap((request) => (typeof request.id === "number" ? [request.id] : []));
  return { name: `consilium-my-data-${ready.createdAt.toISOString().slice(0, 10)}.zip`, content: zipStream(entries), requestIds };
}
