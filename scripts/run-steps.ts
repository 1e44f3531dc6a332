import { spawnSync } from "node:child_process";

// Runs npm scripts one after another and prints how long each took, then a summary, so that a
// slow `npm test` says where its time went. Stops at the first failure, like `a && b`, unless
// --keep-going (CI: every step's result, then exit 1 if any failed).
//
//   node --import tsx scripts/run-steps.ts typecheck lint test:unit [--keep-going]

const keepGoing = process.argv.includes("--keep-going");
const steps = process.argv.slice(2).filter((arg) => arg !== "--keep-going");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const times: { step: string; seconds: number; ok: boolean }[] = [];
const format = (seconds: number) => (seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`);

function summary(): void {
  const total = times.reduce((sum, time) => sum + time.seconds, 0);
  console.log("[steps] ----- summary");
  for (const { step, seconds, ok } of times) console.log(`[steps] ${ok ? "passed" : "FAILED"}  ${format(seconds).padStart(10)}  ${step}`);
  console.log(`[steps] total   ${format(total).padStart(10)}`);
}

for (const step of steps) {
  console.log(`[steps] ===== npm run ${step}`);
  const started = performance.now();
  const result = spawnSync(npm, ["run", step], { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  const ok = result.status === 0;
  times.push({ step, seconds, ok });
  console.log(`[steps] ----- ${step}: ${ok ? "passed" : "FAILED"} in ${format(seconds)}`);
  if (!ok && !keepGoing) {
    summary();
    process.exit(result.status ?? 1);
  }
}
summary();
if (times.some((time) => !time.ok)) process.exit(1);
