// CSV downloads: lines built by @shared/csv, sent as UTF-8 with a byte-order mark so Excel reads
// accents right. Rows are written as they come, waiting for the socket to drain, so a large export
// never sits in memory.
import { once } from 'node:events';
import type { Response } from 'express';

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
