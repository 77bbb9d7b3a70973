// Draft routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  discardResponse,
  draftPeriodSchema,
  draftSummaryResponse,
  publishResponse,
  publishScheduleSchema,
} from '@shared/validators/drafts';
import { shiftRangeQuerySchema } from '@shared/validators/schedule-queries';
import { describeRoutes } from '../../openapi/operation';

const NO_LOCATION = "No such location, or not one of the caller's.";
const LOCATIONS = "A location manager's publish and discard cover only their locations' shifts.";

export const draftOperations = describeRoutes('Drafts', {
  'GET /api/schedule/drafts': {
    summary: 'What a period holds unpublished',
    description: "`locationId` keeps one location's; a location manager's holds only theirs.",
    access: 'manager',
    query: shiftRangeQuerySchema,
    answer: draftSummaryResponse,
    errors: { 404: NO_LOCATION },
  },
  'POST /api/schedule/publish': {
    summary: "Publish a period's drafts",
    description: `With notify, the people whose schedule changed are told once each. ${LOCATIONS}`,
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
    description: LOCATIONS,
    access: 'manager',
    body: draftPeriodSchema,
    answer: discardResponse,
    examples: { body: { start: '2030-01-07', end: '2030-01-13' }, answer: { discarded: 3 } },
  },
});
