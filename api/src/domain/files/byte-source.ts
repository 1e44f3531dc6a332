/** A part of a file: `length` bytes from `offset`. */
export type ByteRange = { offset: number; length: number };

/**
 * A stored file read by ranges: whole in memory when it is small, or by one streaming pass per
 * call when it is not (the storage port has no random access, and a 50 MB upload must not be
 * held whole just to read its last kilobytes).
 */
export type ByteSource = { size: number; read(ranges: readonly ByteRange[]): Promise<Uint8Array[]> };

const clip = (range: ByteRange, size: number): ByteRange => {
  const offset = Math.min(Math.max(0, range.offset), size);
  return { offset, length: Math.max(0, Math.min(range.length, size - offset)) };
};

export function wholeSource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.byteLength,
    read: async (ranges) => ranges.map((range) => {
      const { offset, length } = clip(range, bytes.byteLength);
      return bytes.subarray(offset, offset + length);
    }),
  };
}

const endOf = (range: ByteRange | undefined) => (range ? range.offset + range.length : 0);

export function streamedSource(size: number, open: () => AsyncIterable<Uint8Array>): ByteSource {
  return {
    size,
    async read(ranges) {
      const wanted = ranges.map((range) => clip(range, size));
      const out = wanted.map((range) => new Uint8Array(range.length));
      // By offset, so each chunk visits only the ranges it can touch (an archive asks for
      // thousands of local headers in one pass).
      const order = wanted.map((_range, i) => i).sort((a, b) => (wanted[a]?.offset ?? 0) - (wanted[b]?.offset ?? 0));
      // A reduce, not a spread: an archive may ask for up to 100,000 ranges, past V8's argument limit.
      const end = wanted.reduce((max, range) => Math.max(max, range.offset + range.length), 0);
      let position = 0;
      let first = 0;
      for await (const chunk of open()) {
        const chunkEnd = position + chunk.byteLength;
        while (first < order.length && endOf(wanted[order[first] ?? 0]) <= position) first++;
        for (let k = first; k < order.length; k++) {
          const i = order[k] ?? 0;
          const range = wanted[i];
          if (!range || range.offset >= chunkEnd) break;
          const from = Math.max(range.offset, position);
          const to = Math.min(range.offset + range.length, chunkEnd);
          if (from < to) out[i]?.set(chunk.subarray(from - position, to - position), from - range.offset);
        }
        position = chunkEnd;
        // Leaving the loop ends the stream: nothing past the last wanted byte is read.
        if (position >= end) break;
      }
      return out;
    },
  };
}

/** Every chunk of the file in windows of at most `windowBytes`, each starting with the last `overlapBytes` of the one before. */
export async function* overlappingWindows(chunks: AsyncIterable<Uint8Array>, windowBytes: number, overlapBytes: number): AsyncGenerator<Uint8Array> {
  // The chunks of a window are kept apart and joined once when it is full: joining at every chunk
  // would copy the window again per chunk (quadratic in its size, on the upload path).
  let parts: Uint8Array[] = [];
  let length = 0;
  let fresh = 0;
  const joined = () => {
    const window = new Uint8Array(length);
    let at = 0;
    for (const part of parts) {
      window.set(part, at);
      at += part.byteLength;
    }
    return window;
  };
  for await (const chunk of chunks) {
    parts.push(chunk);
    length += chunk.byteLength;
    fresh += chunk.byteLength;
    if (length >= windowBytes) {
      const window = joined();
      yield window;
      const tail = window.slice(window.byteLength - Math.min(overlapBytes, window.byteLength));
      parts = [tail];
      length = tail.byteLength;
      fresh = 0;
    }
  }
  if (fresh > 0) yield joined();
}
