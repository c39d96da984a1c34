// Preloaded into the server by `npm run fault:pglite-memory` (node --import): every 5 s, one line on stderr
// with where the process's memory is: RSS, the V8 heap, ArrayBuffers, other external memory, and the size
// of every WebAssembly memory (PGlite's Postgres runs in one), so the script can tell which of them grows.
const MiB = 1024 * 1024;
const memories = [];
const NativeMemory = WebAssembly.Memory;
WebAssembly.Memory = function Memory(descriptor) {
  const memory = new NativeMemory(descriptor);
  memories.push(new WeakRef(memory));
  return memory;
};
WebAssembly.Memory.prototype = NativeMemory.prototype;

const timer = setInterval(() => {
  const m = process.memoryUsage();
  const wasm = memories.map((ref) => ref.deref()).filter(Boolean);
  const line = {
    at: Date.now(),
    rss: m.rss / MiB,
    heapUsed: m.heapUsed / MiB,
    heapTotal: m.heapTotal / MiB,
    external: m.external / MiB,
    arrayBuffers: m.arrayBuffers / MiB,
    wasm: wasm.reduce((n, memory) => n + memory.buffer.byteLength, 0) / MiB,
  };
  process.stderr.write(`memory-probe ${JSON.stringify(line)}\n`);
}, 5_000);
timer.unref();
