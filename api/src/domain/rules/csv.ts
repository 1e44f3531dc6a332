type CsvValue = string | number | null | undefined;

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula is prefixed with a quote. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF end (RFC 4180, and what spreadsheets on every system read). */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
