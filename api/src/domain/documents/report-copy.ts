import type { Deps } from "../deps.ts";
import type { CopiedObject } from "../files/copy-files.ts";
import type { Viewer } from "../viewer.ts";
import { consultReportFile } from "./report-file.ts";

/**
 * Issue 22 item 4, the transfer's with_report: the source request's report PDF, stored as an
 * object of its own and shaped as a copy for the files area to write its row on the new draft
 * (createCopiedFileRows; removeCopies when the draft is not created). Read through the requests
 * gate like the download: not readable answers not_found, an unfinished consult report_not_available.
 */
export async function storeReportCopy(deps: Deps, viewer: Viewer, requestId: number): Promise<CopiedObject> {
  const file = await consultReportFile(deps, viewer, requestId, "pdf");
  const stored = await deps.storage.put(file.bytes);
  return {
    source: { name: file.fileName, contentType: file.contentType, size: BigInt(stored.size), storageKey: stored.key, archiveType: null, metadata: null },
    key: stored.key,
    sha256: stored.sha256,
    size: stored.size,
  };
}
