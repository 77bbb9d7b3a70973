// Timesheet routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import { payPeriodQuerySchema, timesheetsQuerySchema } from '@shared/validators/timesheets';
import { payPeriodResponse, timesheetsResponse } from '@shared/validators/timesheets-responses';
import { describeRoutes } from '../../openapi/operation';

export const timesheetOperations = describeRoutes('Timesheets', {
  'GET /api/timesheets/period': {
    summary: 'The pay period holding a date, its neighbours, and whether it is locked',
    description: "Without a date: today in the organization's time zone.",
    access: 'user',
    query: payPeriodQuerySchema,
    answer: payPeriodResponse,
  },
  'GET /api/timesheets': {
    summary: "Each person's worked time against their shifts, with flags, corrections and pay",
    description:
      'At most 31 days. Managers see the people of their locations (one person with `employeeId`, one location with `locationId`); an employee sees only their own sheet, without pay. Punches are shown as corrected, the original time beside a corrected one.',
    access: 'user',
    query: timesheetsQuerySchema,
    answer: timesheetsResponse,
    errors: { 404: 'No such person or location the caller may see.' },
  },
});
