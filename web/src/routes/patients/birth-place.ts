/** An INSEE commune code (COG): 2 digits or 2A/2B for Corsica, then 3 digits. */
const COMMUNE_CODE = /^(?:[0-9]{2}|2[AB])[0-9]{3}$/i;
/** A commune as the birth-place field shows it once chosen: "Tours (37261)". */
const CHOSEN = /\(((?:[0-9]{2}|2[AB])[0-9]{3})\)\s*$/i;

/** The code the birth-place field's text stands for: a code typed in full, a chosen commune, or "". */
export function birthPlaceOfText(text: string): string {
  const trimmed = text.trim();
  if (COMMUNE_CODE.test(trimmed)) return trimmed.toUpperCase();
  return CHOSEN.exec(trimmed)?.[1]?.toUpperCase() ?? "";
}
