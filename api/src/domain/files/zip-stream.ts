export type ZipEntry = { name: string; date: Date; open(): AsyncIterable<Uint8Array> };

/**
 * A zip archive written as it is read: each file is copied in as it comes from storage, never
 * held whole. Entries are stored, not compressed: scans, photos, PDF and DICOM hardly shrink,
 * and storing keeps the server's CPU free. fflate writes the format (the web app uses it too,
 * to send folders); no ZIP64, so an archive stays under 4 GB.
 */
export async function* zipStream(entries: readonly ZipEntry[]): AsyncGenerator<Uint8Array> {
  // Loaded with the first archive, not at start (issue 18 item 6).
  const { Zip, ZipPassThrough } = await import("fflate");
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  // fflate calls back synchronously for stored entries: after each push the chunks are ready.
  const take = () => {
    if (failure) throw failure;
    return ready.splice(0);
  };
  for (const entry of entries) {
    const file = new ZipPassThrough(entry.name);
    file.mtime = entry.date;
    zip.add(file);
    for await (const chunk of entry.open()) {
      file.push(chunk);
      yield* take();
    }
    file.push(new Uint8Array(0), true);
    yield* take();
  }
  zip.end();
  yield* take();
}
