/**
 * Where a file downloads from (REST, spec 2 §7 "Messages and files"): GraphQL hands this link to
 * clients, REST answers it after an upload. The name segment is for the browser's "save as".
 */
export function fileDownloadPath(requestId: number, fileId: number, name: string): string {
  return `/api/v1/requests/${requestId}/files/${fileId}/${encodeURIComponent(name)}`;
}

/** The archive of every file of a request. */
export function filesZipPath(requestId: number): string {
  return `/api/v1/requests/${requestId}/files/zip`;
}
