// Schedule reads that many people repeat (week, range, public schedule) answered from the
// organization's schedule version. From it and the query and viewer comes a strong ETag, so a
// browser that has this answer gets a 304 without a single shift being read. Otherwise the
// serialised body, and each compressed form once asked for, is kept in this process under the
// same key, so a repeat costs no mapping. The version lives in PostgreSQL and rises in the
// transaction of every write (database triggers), so a write on any process changes the key of
// the next read on every process, and a stale entry is simply never asked for again. This process
// keeps the version itself until the database announces that it changed (schedule-version.ts),
// so a repeat or a 304 costs no SQL either.
import type { WeekStartsOn } from '@shared/domain/dates';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/connection';
import { scheduleVersionReader } from '../db/schedule-version';
import type { z } from 'zod';
import { AppError } from './app-error';
import { BodyCache, type CachedBody } from './body-cache';
import { chooseEncoding } from './content-encoding';
import { CHECK_RESPONSES, responseMismatch } from './respond';

// Part of every key: raise it when the shape of a cached answer changes, so a browser's copy
// from before a deploy is never confirmed by a 304.
const ANSWER_FORMAT = 4;
const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const encoders = {
  // Quality 5: close to the best ratio on JSON at a fraction of the time of the default 11.
  br: (body: Buffer) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => gzip(body),
};

export type ScheduleRead<T> = {
  /** Everything besides organization, version and viewer that changes the answer. */
  key: string;
} & (
  | { load: () => Promise<T> }
  /** For answers the database serialises itself: the JSON's bytes, sent as they are. */
  | { loadJson: () => Promise<Buffer> }
);

/** An organization's schedule version, time zone and week start, as one lookup reads them. */
export type VersionedOrganization = {
  organizationId: number;
  version: number;
  timeZone: string;
  weekStartsOn: WeekStartsOn;
};

export type ScheduleReadRequest<T> = {
  /** The organization read, or a lookup that finds it (e.g. by share token) with its version. */
  organization: number | (() => Promise<VersionedOrganization>);
  /** Who reads, as far as it changes the answer: role and id (each person's isMine differs). */
  viewer: string;
  /** The read, given the organization's time zone and week start (for "this week" or "today"). */
  describe: (timeZone: string, weekStartsOn: WeekStartsOn) => ScheduleRead<T>;
};

export function scheduleReadCache(db: Db, changes: ChangeFeed, maxBytes = 64 * 2 ** 20) {
  const cache = new BodyCache(maxBytes);
  const readScheduleVersion = scheduleVersionReader(db, changes);

  /** `check`, when given (under test), sees each answer once, as loaded, before it is kept. */
  async function body<T>(
    key: string,
    read: ScheduleRead<T>,
    check?: (loaded: unknown) => void,
  ): Promise<CachedBody> {
    return cache.getOrLoad(key, async () => {
      if ('loadJson' in read) {
        const json = await read.loadJson();
        check?.(JSON.parse(json.toString('utf8')));
        return json;
      }
      const loaded = await read.load();
      check?.(loaded);
      return Buffer.from(JSON.stringify(loaded));
    });
  }

  /**
   * Answers `req` with the read: 304, or the body in the best encoding the client accepts. The
   * body has the shape `schema` gives the client, checked under test before it is kept.
   */
  async function send<S extends z.ZodType>(
    req: Request,
    res: Response,
    schema: S,
    read: ScheduleReadRequest<z.input<S>>,
  ) {
    const { organizationId, version, timeZone, weekStartsOn } =
      typeof read.organization === 'number'
        ? {
            organizationId: read.organization,
            ...(await readScheduleVersion(read.organization, req.arrivedAt)),
          }
        : await read.organization();
    const described = read.describe(timeZone, weekStartsOn);
    const key = [ANSWER_FORMAT, organizationId, version, read.viewer, described.key].join('|');
    const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`;
    res.set({
      ETag: etag,
      'Cache-Control': 'private, no-cache',
      Vary: 'Accept-Encoding',
      'Content-Type': 'application/json; charset=utf-8',
    });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    const check = res.app.locals[CHECK_RESPONSES]
      ? (loaded: unknown) => {
          const mismatch = responseMismatch(schema, loaded);
          if (mismatch) throw new AppError(500, `Response does not match its schema: ${mismatch}`);
        }
      : undefined;
    const entry = await body(key, described, check);
    const encoding = entry.raw.length < COMPRESS_FROM_BYTES ? undefined : chooseEncoding(req);
    if (encoding) {
      const encoded = await cache.encoded(entry, encoding, encoders[encoding]);
      res.set({ 'Content-Encoding': encoding, 'Content-Length': String(encoded.length) });
      res.end(encoded);
      return;
    }
    res.set('Content-Length', String(entry.raw.length));
    res.end(entry.raw);
  }

  return { send };
}

export type ScheduleReadCache = ReturnType<typeof scheduleReadCache>;
