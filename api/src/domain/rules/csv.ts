type CsvValue = string | number | null | undefined;

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula is prefixed with a quote. */
export function csvCell(value: CsvValue, separator = ","): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /["\n\r]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One CSV record with its CRLF end (RFC 4180, and what spreadsheets on every system read). The
 * separator is a comma unless told: French, German and Belgian spreadsheets read a semicolon.
 */
export function csvLine(cells: readonly CsvValue[], separator = ","): string {
  return `${cells.map((cell) => csvCell(cell, separator)).join(separator)}\r\n`;
}
