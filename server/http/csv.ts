// CSV downloads (RFC 4180): CRLF line ends, fields with quotes, commas or line breaks quoted and
// their quotes doubled, UTF-8 with a byte-order mark so Excel reads accents right. Rows are
// written as they come, waiting for the socket to drain, so a large export never sits in memory.
import { once } from 'node:events';
import type { Response } from 'express';

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

/** Starts a CSV attachment named `fileName` and returns a writer that respects backpressure. */
export function startCsvDownload(res: Response, fileName: string) {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.write('\uFEFF');
  return {
    /** False once the client has gone: the caller stops producing rows. */
    async write(lines: string): Promise<boolean> {
      if (res.destroyed) return false;
      if (!res.write(lines)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
      return !res.destroyed;
    },
    end: () => res.end(),
  };
}

export type CsvWriter = ReturnType<typeof startCsvDownload>;
