/**
 * CSV (RFC 4180) that spreadsheets open safely. A text cell starting with `=`, `+`, `-`, `@`, a
 * tab or a carriage return would be read as a formula by Excel, LibreOffice or Google Sheets
 * (CSV injection): it gets a leading `'`, which they show as text. A cell with a comma, quote or
 * line break is quoted, its quotes doubled. Numbers are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header and rows as CSV text, CRLF line ends, with a byte-order mark for Excel's UTF-8. */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
