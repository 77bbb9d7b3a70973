// Sharing routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import { z } from 'zod';
import { isoDateSchema } from '@shared/validators/shifts';
import { publicScheduleResponse, shareLinksResponse } from '@shared/validators/sharing';
import { describeRoutes } from '../../openapi/operation';
import { tokenSchema } from './routes';

const tokenParams = z.object({ token: tokenSchema });
const INVALID = 'The link is unknown, disabled or malformed.';
const TOO_MANY = '300 reads of one link, or of unknown links from one address, in 15 minutes.';

export const sharingOperations = describeRoutes('Sharing', {
  'GET /api/share-token/current': {
    summary: "The signed-in person's share links, if any",
    access: 'user',
    answer: shareLinksResponse,
  },
  'POST /api/share-token/generate': {
    summary: 'Make share links (or answer the ones there are)',
    access: 'user',
    answer: shareLinksResponse,
  },
  'POST /api/share-token/regenerate': {
    summary: 'Replace the share links: the old ones stop working',
    access: 'user',
    answer: shareLinksResponse,
  },
  'DELETE /api/share-token': {
    summary: 'Turn the share links off',
    access: 'user',
    answer: shareLinksResponse,
    examples: { answer: { hasToken: false, shareUrl: null, calendarUrl: null } },
  },
  'GET /api/public/schedule/:token.ics': {
    summary: 'A shared schedule as an iCalendar feed',
    description: 'Answers 304 to a calendar app whose If-None-Match or If-Modified-Since holds.',
    access: 'public',
    params: tokenParams,
    answer: { mediaType: 'text/calendar', description: 'An iCalendar (RFC 5545) feed.' },
    cached: true,
    errors: { 404: INVALID, 429: TOO_MANY },
  },
  'GET /api/public/schedule/:token': {
    summary: 'A shared schedule, for its public page',
    description: 'Without start and end, the weeks the calendar feed covers.',
    access: 'public',
    params: tokenParams,
    // Both or neither: with either, the handler parses the pair as a range of at most a year.
    query: z.object({ start: isoDateSchema.optional(), end: isoDateSchema.optional() }),
    answer: publicScheduleResponse,
    cached: true,
    errors: { 404: INVALID, 429: TOO_MANY },
  },
});
