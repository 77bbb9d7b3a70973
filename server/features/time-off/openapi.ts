// Time-off routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  cancelTimeOffSchema,
  checkConflictsSchema,
  createTimeOffSchema,
  dateRangeQuerySchema,
  decideTimeOffSchema,
} from '@shared/validators/time-off';
import {
  approvedTimeOffListResponse,
  conflictCheckResponse,
  timeOffRequestListResponse,
  timeOffRequestResponse,
} from '@shared/validators/time-off-responses';
import { locationFilterSchema } from '@shared/validators/locations';
import { deletedIdResponse } from '@shared/validators/unavailability-responses';
import { idParams } from '../../http/validate';
import { timeOffConflictError } from '../../openapi/errors';
import { describeRoutes } from '../../openapi/operation';

const NO_SUCH_REQUEST = 'No such request in the organization.';

export const timeOffOperations = describeRoutes('Time off', {
  'POST /api/time-off-requests': {
    summary: 'Ask for time off (or, a manager, record it for someone)',
    access: 'user',
    body: createTimeOffSchema,
    answer: timeOffRequestResponse,
    status: 201,
    errors: {
      400: { when: 'The days overlap shifts the person works.', body: timeOffConflictError },
      403: 'An employee naming someone else: only managers may.',
      404: 'No such person in the organization.',
      409: 'The same time off was already requested.',
    },
    examples: {
      body: {
        type: 'vacation',
        reason: 'Family wedding',
        startDate: '2030-02-03',
        endDate: '2030-02-05',
        allDay: true,
      },
    },
  },
  'GET /api/time-off-requests/my': {
    summary: "The signed-in person's requests",
    access: 'user',
    answer: timeOffRequestListResponse,
  },
  'GET /api/time-off-requests/pending': {
    summary: 'Requests waiting for a decision',
    description: '`locationId` keeps the requests of people who work there.',
    access: 'manager',
    query: locationFilterSchema,
    answer: timeOffRequestListResponse,
    errors: { 404: "No such location, or not one of the caller's." },
  },
  'GET /api/time-off-requests/all': {
    summary: "Everyone's requests",
    description: '`locationId` keeps the requests of people who work there.',
    access: 'manager',
    query: locationFilterSchema,
    answer: timeOffRequestListResponse,
    errors: { 404: "No such location, or not one of the caller's." },
  },
  'GET /api/time-off-requests/approved-for-range': {
    summary: 'Who is off in a date range',
    access: 'user',
    query: dateRangeQuerySchema,
    answer: approvedTimeOffListResponse,
  },
  'PUT /api/time-off-requests/:id': {
    summary: 'Approve or deny a request',
    access: 'manager',
    params: idParams(),
    body: decideTimeOffSchema,
    answer: timeOffRequestResponse,
    errors: {
      404: NO_SUCH_REQUEST,
      409: 'Already decided, or too many people would be off that day.',
    },
    examples: { body: { status: 'approved', reviewerNotes: 'Enjoy!' } },
  },
  'POST /api/time-off-requests/:id/cancel': {
    summary: 'Cancel approved time off that has not ended',
    access: 'manager',
    params: idParams(),
    body: cancelTimeOffSchema,
    answer: timeOffRequestResponse,
    errors: { 404: NO_SUCH_REQUEST, 409: 'Not approved, or already over.' },
    examples: { body: { reason: 'Needed for inventory' } },
  },
  'DELETE /api/time-off-requests/:id': {
    summary: 'Withdraw a pending request',
    access: 'user',
    params: idParams(),
    answer: deletedIdResponse,
    errors: {
      403: "Someone else's request: only managers may.",
      404: NO_SUCH_REQUEST,
      409: 'Only pending or informational requests can be deleted.',
    },
  },
  'POST /api/time-off/check-conflicts': {
    summary: 'The shifts that time off would overlap',
    access: 'user',
    body: checkConflictsSchema,
    answer: conflictCheckResponse,
    errors: {
      403: 'An employee naming someone else: only managers may.',
      404: 'No such person in the organization.',
    },
    examples: {
      body: { startDate: '2030-02-03', endDate: '2030-02-05', startTime: null, endTime: null },
    },
  },
});
