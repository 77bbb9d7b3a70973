// Swap routes as the OpenAPI document describes them (see server/openapi/operation.ts).
// The paths keep their first name, schedule-switch.
import { locationFilterSchema } from '@shared/validators/locations';
import { assignmentConflictResponse } from '@shared/validators/errors-responses';
import { shiftListResponse } from '@shared/validators/shifts-responses';
import {
  createSwapSchema,
  decideSwapSchema,
  shiftsForSwapQuerySchema,
  swapRangeQuerySchema,
} from '@shared/validators/swaps';
import { swapRequestListResponse, swapRequestResponse } from '@shared/validators/swaps-responses';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';

const NO_SUCH_REQUEST = 'No such request the caller may act on.';

export const swapOperations = describeRoutes('Swaps', {
  'POST /api/schedule-switch': {
    summary: 'Ask a coworker to swap shifts or cover one',
    access: 'user',
    body: createSwapSchema,
    answer: swapRequestResponse,
    status: 201,
    errors: {
      403: "The shift offered is not the caller's.",
      404: 'No such shift or coworker in the organization.',
      409: 'The same request is pending, or the coverage policy allows no more.',
    },
    examples: {
      body: {
        targetEmployeeId: 9,
        requestingShiftId: 31,
        targetShiftId: 40,
        requestType: 'swap',
        reason: 'Exam on Tuesday',
      },
    },
  },
  'GET /api/schedule-switch/my': {
    summary: 'The requests the signed-in person sent',
    access: 'user',
    answer: swapRequestListResponse,
  },
  'GET /api/schedule-switch/incoming': {
    summary: 'The requests sent to the signed-in person',
    access: 'user',
    answer: swapRequestListResponse,
  },
  'GET /api/schedule-switch/awaiting-approval': {
    summary: 'Requests a coworker accepted that wait for a manager',
    description: '`locationId` keeps the requests trading a shift worked there.',
    access: 'manager',
    query: locationFilterSchema,
    answer: swapRequestListResponse,
    errors: { 404: "No such location, or not one of the caller's." },
  },
  'GET /api/schedule-switch/available-shifts': {
    summary: "Coworkers' shifts one could take in a swap",
    access: 'user',
    query: swapRangeQuerySchema,
    answer: shiftListResponse,
  },
  'PUT /api/schedule-switch/:id': {
    summary: 'Accept or decline a request (the recipient), or approve or deny it (a manager)',
    access: 'user',
    params: idParams(),
    body: decideSwapSchema,
    answer: swapRequestResponse,
    errors: {
      403: 'Neither its recipient nor, when it waits for one, a manager.',
      404: NO_SUCH_REQUEST,
      409: {
        when: 'Already decided, or the shifts changed since (with whom they would clash).',
        conflicts: assignmentConflictResponse,
      },
    },
    examples: { body: { status: 'approved' } },
  },
  'DELETE /api/schedule-switch/:id': {
    summary: 'Cancel a pending request one sent',
    access: 'user',
    params: idParams(),
    answer: swapRequestResponse,
    errors: {
      403: 'Only the employee who sent it may cancel it.',
      404: NO_SUCH_REQUEST,
      409: 'Only pending requests can be cancelled.',
    },
  },
  'GET /api/shifts-for-swap': {
    summary: "A coworker's shifts one could ask for in return",
    access: 'user',
    query: shiftsForSwapQuerySchema,
    answer: shiftListResponse,
    errors: { 404: 'No such person in the organization.' },
  },
});
