// CSV downloads: lines built by @shared/csv, sent as UTF-8. A file meant for a spreadsheet starts
// with a byte-order mark, without which Excel reads accents wrong; a file meant for another
// program's importer does not, since an importer that matches header titles exactly would read
// the mark as part of the first title. Rows are written as they come, waiting for the socket to
// drain, so a large export never sits in memory.
import { once } from 'node:events';
import type { Response } from 'express';

/** Who opens the file: a person in a spreadsheet, or a program that imports it. */
export type CsvReader = 'spreadsheet' | 'importer';

/** Starts a CSV attachment named `fileName` and returns a writer that respects backpressure. */
export function startCsvDownload(
  res: Response,
  fileName: string,
  reader: CsvReader = 'spreadsheet',
) {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  if (reader === 'spreadsheet') res.write('\uFEFF');
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
