import { spawn } from "node:child_process";

// Runs npm scripts one after another and prints how long each took, then a summary, so that a
// slow `npm test` says where its time went. Stops at the first failure, like `a && b`, unless
// --keep-going (CI: every step's result, then exit 1 if any failed).
//
//   node --import tsx scripts/run-steps.ts typecheck lint test:unit [--keep-going]
//   node --import tsx scripts/run-steps.ts typecheck+lint test:unit
//
// Steps joined by "+" run at the same time (issue 18: typecheck and lint each keep one core
// busy, and CI machines have two). Each one's output is held and printed whole when it ends,
// so that two tools' lines never interleave.

const keepGoing = process.argv.includes("--keep-going");
const groups = process.argv
  .slice(2)
  .filter((arg) => arg !== "--keep-going")
  .map((arg) => arg.split("+").filter(Boolean));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const times: { step: string; seconds: number; ok: boolean }[] = [];
const format = (seconds: number) => (seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`);

function summary(wall: number): void {
  console.log("[steps] ----- summary");
  for (const { step, seconds, ok } of times) console.log(`[steps] ${ok ? "passed" : "FAILED"}  ${format(seconds).padStart(10)}  ${step}`);
  console.log(`[steps] total   ${format(wall).padStart(10)}`);
}

/** Runs one npm script; `held` keeps its output and prints it when the script ends. */
function runStep(step: string, held: boolean): Promise<{ step: string; seconds: number; ok: boolean }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ["run", step], { stdio: held ? ["ignore", "pipe", "pipe"] : "inherit" });
    const output: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      if (held) {
        console.log(`[steps] ===== npm run ${step} (ran beside other steps; its output follows)`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`[steps] ----- ${step}: ${ok ? "passed" : "FAILED"} in ${format(seconds)}`);
      resolve({ step, seconds, ok });
    };
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(false);
    });
    child.on("close", (code) => finish(code === 0));
  });
}

const runStarted = performance.now();
for (const group of groups) {
  const held = group.length > 1;
  if (!held) console.log(`[steps] ===== npm run ${group[0]}`);
  else console.log(`[steps] ===== at the same time: ${group.map((step) => `npm run ${step}`).join(", ")}`);
  const results = await Promise.all(group.map((step) => runStep(step, held)));
  times.push(...results);
  if (results.some((result) => !result.ok) && !keepGoing) {
    summary((performance.now() - runStarted) / 1000);
    process.exit(1);
  }
}
summary((performance.now() - runStarted) / 1000);
if (times.some((time) => !time.ok)) process.exit(1);
