// Spec 1 §9: verification codes have exactly 6 characters.
export const CODE_LENGTH = 6;

/** What a code field keeps of the user's typing or pasting: digits, at most six. */
export function cleanCodeInput(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, CODE_LENGTH);
}

export function isCompleteCode(value: string): boolean {
  return value.trim().length === CODE_LENGTH;
}
