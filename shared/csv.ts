// CSV text (RFC 4180): CRLF line ends, fields with quotes, commas or line breaks quoted and their
// quotes doubled. Pure, so the server's downloads and the payroll files build lines the same way.

export type CsvValue = string | number | null | undefined;

// A spreadsheet runs a cell starting with one of these as a formula; text gets a leading
// apostrophe so it shows as typed. Tab and carriage return can smuggle one in too.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: text neutralised against formula injection, then quoted when it must be. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (values: readonly CsvValue[]) => `${values.map(csvField).join(',')}\r\n`;
