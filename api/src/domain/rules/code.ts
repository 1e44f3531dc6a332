// Spec 1 §5 and §9: verification codes have exactly 6 characters, here 6 digits. Shared by the
// server's code checks and the web's code fields.
export const CODE_LENGTH = 6;

const WELL_FORMED = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** Six digits, surrounding spaces forgiven. */
export function isWellFormedCode(code: string): boolean {
  return WELL_FORMED.test(code.trim());
}
