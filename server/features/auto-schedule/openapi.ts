// The fill's routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  autoScheduleAppliedResponse,
  autoSchedulePreviewResponse,
  autoSchedulePreviewSchema,
  autoScheduleUndoneResponse,
  previewIdSchema,
} from '@shared/validators/auto-schedule';
import { openPlacesResponse } from '@shared/validators/auto-schedule-responses';
import { undoConflictResponse } from '@shared/validators/errors-responses';
import { locationFilterSchema } from '@shared/validators/locations';
import { describeRoutes } from '../../openapi/operation';

const previewId = { previewId: '5b0c3a56-0d7e-4c1a-9d3e-2f1a6b7c8d9e' };

export const autoScheduleOperations = describeRoutes('Fill', {
  'GET /api/auto-schedule/open-places': {
    summary: 'How many places are open, by week',
    description: "`locationId` keeps one location's shifts; a location manager sees only theirs.",
    access: 'manager',
    query: locationFilterSchema,
    answer: openPlacesResponse,
    errors: { 404: "No such location, or not one of the caller's." },
  },
  'POST /api/auto-schedule/preview': {
    summary: "Propose people for a period's open places (at most 28 days)",
    description:
      "A location manager's fill places their locations' people on their locations' shifts; they apply and undo only the fills they proposed.",
    access: 'manager',
    body: autoSchedulePreviewSchema,
    answer: autoSchedulePreviewResponse,
    examples: { body: { start: '2030-01-07', end: '2030-01-13', rebalance: false } },
  },
  'POST /api/auto-schedule/apply': {
    summary: 'Apply a proposal',
    access: 'manager',
    body: previewIdSchema,
    answer: autoScheduleAppliedResponse,
    errors: { 404: 'No such proposal in the organization.', 409: 'It was already applied.' },
    examples: { body: previewId },
  },
  'POST /api/auto-schedule/undo': {
    summary: 'Undo an applied proposal',
    access: 'manager',
    body: previewIdSchema,
    answer: autoScheduleUndoneResponse,
    errors: {
      404: 'No such proposal in the organization.',
      409: {
        when: 'Not applied, already undone, or a shift it filled changed since.',
        conflicts: undoConflictResponse,
      },
    },
    examples: { body: previewId, answer: { undone: 4, restored: 0 } },
  },
});
