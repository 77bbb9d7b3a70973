// People routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import { locationFilterSchema } from '@shared/validators/locations';
import { employeeUpdateSchema } from '@shared/validators/accounts';
import {
  employeeListResponse,
  managedEmployeeResponse,
  fullAvailabilityResponse,
  swapCandidatesResponse,
  teamWeeklyHoursResponse,
  weeklyHoursResponse,
} from '@shared/validators/employees-responses';
import { weeklyHoursQuerySchema } from '@shared/validators/schedule-queries';
import { availabilityQuerySchema } from '@shared/validators/shifts';
import { shiftListResponse } from '@shared/validators/shifts-responses';
import { forSwapQuerySchema } from '@shared/validators/swaps';
import { messageResponse } from '@shared/validators/wire';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';
import { dayParams } from './schedule-routes';

const NO_SUCH_PERSON =
  'No such person in the organization, or, for a manager of some locations, not at one of theirs.';
const SELF_OR_MANAGER = 'An employee asking about someone else: only managers may.';

export const employeeOperations = describeRoutes('Employees', {
  'GET /api/employees': {
    summary: 'The team',
    description:
      'Managers get each person with email and hourly rate; employees names and roles. `locationId` keeps the people who work there.',
    access: 'user',
    query: locationFilterSchema,
    answer: employeeListResponse,
    cached: true,
    errors: { 404: "No such location, or not one of the caller's." },
  },
  'GET /api/employees/for-swap': {
    summary: 'Coworkers one may ask to swap or cover a shift',
    access: 'user',
    query: forSwapQuerySchema,
    answer: swapCandidatesResponse,
    errors: { 404: 'No such shift in the organization.' },
  },
  'PUT /api/employees/:id': {
    summary:
      "Change a person's role, type, weekly hours, hourly rate, wanted hours or qualifications",
    access: 'manager',
    params: idParams(),
    description:
      'managesAllLocations false holds a manager to the locations they work at; only a manager of every location sets it, and one of them always stays. A manager of some locations changes nobody’s role or scope, and their locationIds replace only the part at their own locations.',
    body: employeeUpdateSchema,
    answer: managedEmployeeResponse,
    errors: {
      403: 'A manager of some locations changing a role or a scope.',
      404: `${NO_SUCH_PERSON} Or a location they may not place people at.`,
      409: 'It would leave the organization without a manager.',
    },
    examples: {
      body: { weeklyHoursLimit: 30, employeeType: 'hourly', role: 'employee', hourlyRate: 17.5 },
    },
  },
  'DELETE /api/users/:id': {
    summary: 'Remove a person for good',
    access: 'manager',
    params: idParams(),
    answer: messageResponse,
    errors: {
      403: 'A manager of some locations removing a manager.',
      404: NO_SUCH_PERSON,
      409: 'It would leave the organization without a manager.',
    },
  },
  'GET /api/employees/weekly-hours': {
    summary: "Everyone's scheduled hours for a week",
    description: 'Without endDate, the Monday to Sunday week holding startDate (or this week).',
    access: 'manager',
    query: weeklyHoursQuerySchema,
    answer: teamWeeklyHoursResponse,
  },
  'GET /api/employees/:id/weekly-hours': {
    summary: "One person's scheduled hours for a week or a range",
    access: 'user',
    params: idParams(),
    query: weeklyHoursQuerySchema,
    answer: weeklyHoursResponse,
    errors: { 403: SELF_OR_MANAGER, 404: NO_SUCH_PERSON },
  },
  'GET /api/employees/:id/schedule/:date': {
    summary: "One person's shifts on a day",
    access: 'user',
    params: dayParams,
    answer: shiftListResponse,
    errors: { 403: SELF_OR_MANAGER, 404: NO_SUCH_PERSON },
  },
  'GET /api/employees/:id/full-availability-check': {
    summary: 'Whether a person can take a shift at a time, and why not',
    access: 'manager',
    params: idParams(),
    query: availabilityQuerySchema,
    answer: fullAvailabilityResponse,
    errors: { 404: NO_SUCH_PERSON },
  },
});
