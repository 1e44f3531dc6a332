// What text the platform accepts, whatever field it lands in. Two kinds of invisible
// characters, treated differently (issue 17):
//
// - Refused: NUL and lone UTF-16 surrogates. No keyboard or clipboard of real text gives them;
//   PostgreSQL text and jsonb cannot hold NUL (it was a 500), and a lone surrogate is not
//   UTF-8 at all (stored, it would silently become U+FFFD). A caller sending them gets
//   validation_failed on the field, so nothing is changed behind their back.
// - Stripped: the other C0 controls (TAB, LF and CR stay: multi-line text and pasted tables
//   need them), DEL and C1. These arrive with pasted text: Word's line break (VT), a PDF's
//   page break (FF), a terminal's colour codes (ESC), Windows-1252 text read as Latin-1 (C1).
//   They show nothing, so a refusal would leave the user hunting for a character they cannot
//   see; dropping them keeps what they meant.

/* eslint-disable no-control-regex -- control characters are exactly what these patterns are about */
const REFUSED = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const STRIPPED = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/* eslint-enable no-control-regex */

/** Whether the text holds a character that is refused rather than stripped. */
export function hasRefusedCharacter(text: string): boolean {
  return REFUSED.test(text);
}

/** The text without the invisible controls a paste brings (TAB, LF and CR kept). */
export function stripControlCharacters(text: string): string {
  return text.replace(STRIPPED, "");
}

/** The text as stored, or null when it must be refused. */
export function cleanText(text: string): string | null {
  return hasRefusedCharacter(text) ? null : stripControlCharacters(text);
}

/**
 * A one-line field (a name, a title, a label, a stay number) with each run of TAB, CR, LF and
 * the Unicode line and paragraph separators folded into one space: a name pasted from a table
 * or a letter keeps its words, and nothing later prints it over two lines or splits a CSV row.
 */
export function foldLineBreaks(text: string): string {
  return text.replace(/[\t\r\n\u2028\u2029]+/g, " ");
}
