// Recurring unavailability routes as the OpenAPI document describes them
// (see server/openapi/operation.ts). The paths keep their first name, employee-preferences.
import { createUnavailabilitySchema } from '@shared/validators/time-off';
import {
  deletedIdResponse,
  teamUnavailabilityResponse,
  unavailabilityListResponse,
  unavailabilityResponse,
} from '@shared/validators/unavailability-responses';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';

const NOT_YOURS = "An employee naming someone else's: only managers may.";

export const unavailabilityOperations = describeRoutes('Unavailability', {
  'GET /api/employee-preferences': {
    summary: "Everyone's recurring unavailability",
    access: 'manager',
    answer: teamUnavailabilityResponse,
  },
  'GET /api/employee-preferences/:userId': {
    summary: "One person's recurring unavailability",
    access: 'user',
    params: idParams('userId'),
    answer: unavailabilityListResponse,
    errors: { 403: NOT_YOURS, 404: 'No such person in the organization.' },
  },
  'POST /api/employee-preferences': {
    summary: 'Add a weekly window when a person cannot work',
    access: 'user',
    body: createUnavailabilitySchema,
    answer: unavailabilityResponse,
    status: 201,
    errors: {
      403: NOT_YOURS,
      404: 'No such person in the organization.',
      409: 'The same window was already added.',
    },
    examples: {
      body: {
        employeeId: 7,
        dayOfWeek: 1,
        startTime: '09:00',
        endTime: '13:00',
        effectiveFrom: '2030-01-07',
        effectiveUntil: null,
        notes: 'Classes on Monday mornings',
      },
    },
  },
  'DELETE /api/employee-preferences/:id': {
    summary: 'Remove a window',
    access: 'user',
    params: idParams(),
    answer: deletedIdResponse,
    errors: { 403: NOT_YOURS, 404: 'No such window in the organization.' },
    examples: { answer: { id: 12 } },
  },
});
