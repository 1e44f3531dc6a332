/**
 * A picked folder as one zip file (spec 2 §5: folders are sent as zip archives), built in the
 * browser with the same small library the server writes archives with. Entries are stored:
 * imaging folders hardly compress, and storing keeps a 1 GB folder from freezing the page.
 */
export async function zipFolder(files: readonly File[], folderName: string): Promise<File> {
  // Loaded on the first folder (issue 18): the request and consult pages do not wait for it.
  const { Zip, ZipPassThrough } = await import("fflate");
  const parts: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else parts.push(chunk);
  });
  for (const file of files) {
    const entry = new ZipPassThrough(file.webkitRelativePath || file.name);
    entry.mtime = file.lastModified;
    zip.add(entry);
    const reader = file.stream().getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      entry.push(value);
    }
    entry.push(new Uint8Array(0), true);
  }
  zip.end();
  if (failure) throw failure;
  return new File(parts as BlobPart[], `${folderName || "dossier"}.zip`, { type: "application/zip" });
}
