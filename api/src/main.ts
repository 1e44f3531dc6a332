import module from "node:module";

// The server's entry (npm start, npm run dev). tsx turns Node's source maps on for every module,
// node_modules included, and Node then keeps each library's parsed map, often with the library's
// whole original source inside, for the life of the process: ~7 MiB of an idle server's heap
// (issue 18 item 6). Our own TypeScript keeps its maps, so stack traces still point at its lines;
// a library's frames name its published JavaScript, as they do without tsx. This must run before
// the server's modules load (a static import would load them first), hence the dynamic import.
// (setSourceMapsSupport: Node 22.14 and later, not yet in our @types/node; Node 20 keeps tsx's setting.)
type SourceMapsSupport = (enabled: boolean, options: { nodeModules: boolean; generatedCode: boolean }) => void;
(module as { setSourceMapsSupport?: SourceMapsSupport }).setSourceMapsSupport?.(true, { nodeModules: false, generatedCode: false });
await import("./server.ts");
