/**
 * Tables as CSV for spreadsheets (issue 39.4): plain CSV (UTF-8, LF) for scripts, or the
 * spreadsheet flavour: UTF-8 with a byte-order mark, comma-separated, LF line ends, so that
 * Excel opens it as UTF-8 by double-click ("µs", "–", "×" intact; without the mark it reads the
 * system code page). A `sep=` line would fix the delimiter but makes Excel ignore the mark, so
 * there is none; units go in the headers ("Monthly cost (USD)"), numbers are plain (no thousands
 * separators), as the AWS Pricing Calculator's CSV export does. Cells a spreadsheet would run as
 * a formula (starting with = + - @, tab, CR) get a leading apostrophe (Actual Budget's
 * escapeCsvField); cells with a comma, quote or line break are quoted, quotes doubled (RFC 4180).
Lines end in LF, which Excel reads as it reads CRLF (the CLI prints no carriage return: its
output escapes control characters, src/cli/terminal.ts).
 */

/** The two flavours: `csv` for scripts, `excel` for spreadsheets. */
export type CsvFlavour = 'csv' | 'excel';

/** The UTF-8 byte-order mark, as a string's first character. */
export const EXCEL_BOM = '\uFEFF';

/** A cell: quoted when it holds a delimiter, quote or newline; formulas neutralised. */
export function csvCell(value: string | number): string {
  let t = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(t)) t = `'${t}`;
  return /[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

/** The header and rows as CSV text in `flavour`. */
export function csvTable(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  flavour: CsvFlavour,
): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(','));
  return `${flavour === 'excel' ? EXCEL_BOM : ''}${lines.join('\n')}\n`;
}
