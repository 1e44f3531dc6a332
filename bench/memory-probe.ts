import { writeSync } from "node:fs";
import { getHeapStatistics } from "node:v8";

// Loaded with --import by bench/memory.ts into the server it measures: on SIGUSR2 it writes one
// line of JSON with process.memoryUsage() and V8's heap figures to stderr, so the bench can say
// where the resident memory is (the JavaScript heap, buffers, or native code and WebAssembly).
process.on("SIGUSR2", () => {
  const usage = process.memoryUsage();
  const heap = getHeapStatistics();
  const line = JSON.stringify({
    memoryProbe: {
      rss: usage.rss,
      heapTotal: usage.heapTotal,
      heapUsed: usage.heapUsed,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      codeAndMetadata: heap.total_heap_size_executable + heap.used_global_handles_size,
      malloced: heap.malloced_memory,
    },
  });
  writeSync(2, `${line}\n`);
});
