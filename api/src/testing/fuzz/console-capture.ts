import { inspect } from "node:util";

// What the app logs while the fuzzer runs (its error handlers log and mask): kept per call to
// name the error behind a 500, and kept off the test output, which would drown in it.

function describe(value: unknown): string {
  if (value instanceof Error) {
    const where = value.stack?.split("\n").find((line) => line.includes("/api/src/") && !line.includes("/testing/"))?.trim() ?? "";
    const message = value.message.replace(/\s+/g, " ").trim().slice(0, 400);
    const cause = value.cause === undefined ? "" : ` (cause: ${describe(value.cause)})`;
    return `${value.name}: ${message}${where ? ` ${where}` : ""}${cause}`;
  }
  return typeof value === "string" ? value : inspect(value, { depth: 2, breakLength: Infinity }).slice(0, 400);
}

const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

export type ConsoleCapture = {
  /** The errors logged since the last call, and forgets them. */
  take(): string;
  restore(): void;
};

export function captureConsole(): ConsoleCapture {
  const { error, warn } = console;
  let lines: string[] = [];
  // yoga logs the same error again with a coloured "ERR" prefix: one copy, without colours, is enough.
  console.error = (...args: unknown[]) => void lines.push(args.map(describe).join(" ").replace(ANSI_COLOUR, "").replace(/^ERR /, ""));
  console.warn = () => undefined;
  return {
    take() {
      const text = [...new Set(lines)].join(" | ");
      lines = [];
      return text;
    },
    restore() {
      console.error = error;
      console.warn = warn;
    },
  };
}
