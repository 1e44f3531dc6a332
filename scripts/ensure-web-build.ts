import { ensureWebBuild, webBuildIsCurrent } from "./web-build.ts";

// Builds the web app when its inputs changed since the last build (scripts/web-build.ts).
//
//   node --import tsx scripts/ensure-web-build.ts                build when missing or stale (`npm run test:e2e`)
//   node --import tsx scripts/ensure-web-build.ts --force        build anyway (`npm run build`)
//   node --import tsx scripts/ensure-web-build.ts --check        exit 1 when a build is needed
//   node --import tsx scripts/ensure-web-build.ts --if-possible  at install (postinstall): never
//       fails the install; a build error leaves `npm start` to try again

const args = new Set(process.argv.slice(2));
if (args.has("--check")) {
  const current = await webBuildIsCurrent();
  console.log(current ? "[web] the build is current" : "[web] the build is missing or stale");
  process.exit(current ? 0 : 1);
}
const ifPossible = args.has("--if-possible");
if (!(await ensureWebBuild({ force: args.has("--force"), ifPossible }))) {
  if (!ifPossible) process.exit(1);
  console.warn("[web] the web app did not build; `npm start` or `npm run build` will try again");
}
