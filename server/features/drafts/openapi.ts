// Draft routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  discardResponse,
  draftPeriodSchema,
  draftSummaryResponse,
  publishResponse,
  publishScheduleSchema,
} from '@shared/validators/drafts';
import { describeRoutes } from '../../openapi/operation';

export const draftOperations = describeRoutes('Drafts', {
  'GET /api/schedule/drafts': {
    summary: 'What a period holds unpublished',
    access: 'manager',
    query: draftPeriodSchema,
    answer: draftSummaryResponse,
  },
  'POST /api/schedule/publish': {
    summary: "Publish a period's drafts",
    description: 'With notify, the people whose schedule changed are told once each.',
    access: 'manager',
    body: publishScheduleSchema,
    answer: publishResponse,
    examples: {
      body: { start: '2030-01-07', end: '2030-01-13', notify: true },
      answer: { published: 12, notified: 5 },
    },
  },
  'POST /api/schedule/discard-drafts': {
    summary: "Discard a period's drafts",
    access: 'manager',
    body: draftPeriodSchema,
    answer: discardResponse,
    examples: { body: { start: '2030-01-07', end: '2030-01-13' }, answer: { discarded: 3 } },
  },
});
