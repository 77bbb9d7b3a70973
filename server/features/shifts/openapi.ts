// Shift routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import { assignmentConflictResponse } from '@shared/validators/errors-responses';
import { managerReportQuerySchema } from '@shared/validators/reports';
import { shiftRangeQuerySchema, shiftWeekQuerySchema } from '@shared/validators/schedule-queries';
import {
  assignEmployeeSchema,
  bulkDeleteShiftsSchema,
  createShiftSchema,
  deleteShiftSchema,
  moveAssignmentSchema,
  setAssignmentsSchema,
  updateSeriesSchema,
  updateShiftSchema,
  validateAssignmentSchema,
} from '@shared/validators/shifts';
import {
  assignedResponse,
  assignmentValidationResponse,
  createdShiftsResponse,
  deletedShiftsResponse,
  shiftListResponse,
  shiftResponse,
} from '@shared/validators/shifts-responses';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';
import { countSchema } from './routes';

const NO_SUCH_SHIFT = 'No such shift in the organization.';
const BUSY = {
  when: 'Someone assigned already works then, or would break a rule; allowOverride: true overrides.',
  conflicts: assignmentConflictResponse,
};
const shift = {
  title: 'Morning bar',
  shiftType: 'Standard',
  color: 'teal',
  numberOfStations: 1,
  employeesPerStation: 2,
  date: '2030-01-08',
  startTime: '07:00',
  duration: 480,
  notes: null,
  employeeIds: [7, 9],
};

// `?locationId=` keeps one location's shifts; a location manager reads only their own.
const NO_LOCATION = "No such location, or not one of the caller's.";

export const shiftOperations = describeRoutes('Shifts', {
  'GET /api/shifts/week': {
    summary: 'The shifts of a week',
    description:
      "Monday to Sunday of the week holding `date` (default: this week in the organization's " +
      'time zone). Employees see published shifts, theirs marked `isMine`.',
    access: 'user',
    query: shiftWeekQuerySchema,
    answer: shiftListResponse,
    cached: true,
    errors: { 404: NO_LOCATION },
  },
  'GET /api/shifts/range': {
    summary: 'The shifts of a date range (at most a year)',
    access: 'user',
    query: shiftRangeQuerySchema,
    answer: shiftListResponse,
    cached: true,
    errors: { 404: NO_LOCATION },
  },
  'GET /api/shifts/export.csv': {
    summary: "The period's shifts as CSV, one line per person on a shift",
    access: 'manager',
    query: managerReportQuerySchema,
    answer: { mediaType: 'text/csv', description: 'RFC 4180 CSV with a BOM.' },
    errors: { 404: NO_LOCATION },
  },
  'POST /api/shifts': {
    summary: 'Create a shift, or a series with isRepeating',
    description: 'Answers the shift, or the list of a series.',
    access: 'manager',
    body: createShiftSchema,
    answer: createdShiftsResponse,
    status: 201,
    errors: { 404: 'Someone named is not in the organization.', 409: BUSY },
    examples: { body: shift },
  },
  'POST /api/shifts/recurring': {
    summary: 'Create a series of shifts',
    access: 'manager',
    body: createShiftSchema,
    answer: shiftListResponse,
    status: 201,
    errors: { 404: 'Someone named is not in the organization.', 409: BUSY },
    examples: {
      body: { ...shift, repeatFrequency: 'weekly', repeatEndDate: '2030-03-31' },
    },
  },
  'POST /api/shifts/validate-assignment': {
    summary: 'Whether a person could take a shift at a time',
    access: 'manager',
    body: validateAssignmentSchema,
    answer: assignmentValidationResponse,
    errors: { 404: 'No such person in the organization.', 409: BUSY },
    examples: {
      body: { employeeId: 7, date: '2030-01-08', startTime: '07:00', duration: 480 },
    },
  },
  'POST /api/shifts/:id/assign': {
    summary: 'Put a person on a shift',
    access: 'manager',
    params: idParams(),
    body: assignEmployeeSchema,
    answer: assignedResponse,
    status: 201,
    errors: { 404: 'No such shift or person in the organization.', 409: BUSY },
    examples: { body: { employeeId: 7 } },
  },
  'POST /api/shifts/:id/move': {
    summary: "Give one person's place on a shift to another",
    description: 'A null side is an open place.',
    access: 'manager',
    params: idParams(),
    body: moveAssignmentSchema,
    answer: shiftResponse,
    errors: { 404: 'No such shift or person in the organization.', 409: BUSY },
    examples: { body: { fromEmployeeId: 7, toEmployeeId: 9 } },
  },
  'POST /api/shift-assignments': {
    summary: 'Set who works a shift',
    access: 'manager',
    body: setAssignmentsSchema,
    answer: shiftResponse,
    errors: { 404: 'No such shift or person in the organization.', 409: BUSY },
    examples: { body: { shiftId: 31, employeeIds: [7, 9] } },
  },
  'PUT /api/shifts/:id': {
    summary: 'Change a shift',
    description: 'Any subset of the fields; `employeeIds`, when sent, replaces who works it.',
    access: 'manager',
    params: idParams(),
    body: updateShiftSchema,
    answer: shiftResponse,
    errors: { 404: NO_SUCH_SHIFT, 409: BUSY },
    examples: { body: { startTime: '08:00', duration: 420 } },
  },
  'PUT /api/shifts/:id/recurring/all': {
    summary: 'Change this and every later shift of its series',
    access: 'manager',
    params: idParams(),
    body: updateSeriesSchema,
    answer: shiftListResponse,
    errors: { 404: NO_SUCH_SHIFT, 409: BUSY },
    examples: { body: { title: 'Morning bar', notes: 'Deliveries at 7' } },
  },
  'PUT /api/shifts/:id/recurring/:count': {
    summary: 'Change this and the next count - 1 shifts of its series',
    access: 'manager',
    params: idParams().extend(countSchema.shape),
    body: updateSeriesSchema,
    answer: shiftListResponse,
    errors: { 404: NO_SUCH_SHIFT, 409: BUSY },
    examples: { body: { shiftType: 'Event' } },
  },
  'POST /api/shifts/bulk-delete': {
    summary: 'Delete many shifts at once',
    access: 'manager',
    body: bulkDeleteShiftsSchema,
    answer: deletedShiftsResponse,
    errors: { 404: 'A shift named is not in the organization: nothing is deleted.' },
    examples: { body: { shiftIds: [31, 32] }, answer: { deletedCount: 2 } },
  },
  'DELETE /api/shifts/:id': {
    summary: 'Delete a shift',
    access: 'manager',
    params: idParams(),
    body: deleteShiftSchema,
    answer: deletedShiftsResponse,
    errors: { 404: NO_SUCH_SHIFT },
    examples: { body: { notifyEmployees: true }, answer: { deletedCount: 1 } },
  },
  'DELETE /api/shifts/:id/series': {
    summary: 'Delete a shift and the rest of its series',
    access: 'manager',
    params: idParams(),
    body: deleteShiftSchema,
    answer: deletedShiftsResponse,
    errors: { 404: NO_SUCH_SHIFT },
  },
});
