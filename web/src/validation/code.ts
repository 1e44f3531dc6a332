import { CODE_LENGTH } from "@rules/code.ts";

export { CODE_LENGTH, isWellFormedCode } from "@rules/code.ts";

/** What a code field keeps of the user's typing or pasting: digits, at most six. */
export function cleanCodeInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, CODE_LENGTH);
}
