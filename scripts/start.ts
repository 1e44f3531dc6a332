import { ensureWebBuild } from "./web-build.ts";

// `npm start`: builds the web app only when its sources changed since the last build (a plain
// restart does not build), then starts the server in this same process (a second Node process
// with its TypeScript loader would cost a second or so of every restart).
if (!(await ensureWebBuild())) process.exit(1);
await import("../api/src/main.ts");
