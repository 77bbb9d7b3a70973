// Schedule copy routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  availableWeeksResponse,
  copyPreviewQuerySchema,
  copyPreviewResponse,
  copyResultResponse,
  copyScheduleSchema,
} from '@shared/validators/schedule-copy';
import { locationFilterSchema } from '@shared/validators/locations';
import { describeRoutes } from '../../openapi/operation';

const NO_LOCATION = "No such location, or not one of the caller's.";
const LOCATIONS = "`locationId` keeps one location's shifts; a location manager sees only theirs.";

export const scheduleCopyOperations = describeRoutes('Copies', {
  'GET /api/schedule/available-weeks': {
    summary: 'The weeks with shifts to copy from',
    description: LOCATIONS,
    access: 'manager',
    query: locationFilterSchema,
    answer: availableWeeksResponse,
    errors: { 404: NO_LOCATION },
  },
  'GET /api/schedule/copy-preview': {
    summary: 'The shifts of a week, ready to pick for a copy',
    description: LOCATIONS,
    access: 'manager',
    query: copyPreviewQuerySchema,
    answer: copyPreviewResponse,
    errors: { 404: NO_LOCATION },
  },
  'POST /api/schedule/copy': {
    summary: "Copy a week's picked shifts to another week",
    description:
      "A location manager copies only their locations' shifts, keeping only their locations' people on them.",
    access: 'manager',
    body: copyScheduleSchema,
    answer: copyResultResponse,
    status: 201,
    errors: {
      409: 'The target week already has shifts like these; confirmDuplicate: true copies anyway.',
    },
    examples: {
      body: {
        sourceWeek: '2030-01-07',
        targetWeek: '2030-01-14',
        selectedShiftIds: [31, 32],
        copyOptions: { keepAssignments: true },
      },
    },
  },
});
