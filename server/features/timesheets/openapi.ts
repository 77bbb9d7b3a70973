// Timesheet routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  approveTimesheetSchema,
  correctionDecisionSchema,
  correctionSchema,
  payPeriodQuerySchema,
  periodSchema,
  timesheetQuerySchema,
  timesheetsQuerySchema,
  unlockPeriodSchema,
} from '@shared/validators/timesheets';
import {
  correctionResponse,
  payPeriodResponse,
  periodLockResponse,
  timesheetApprovalResponse,
  timesheetResponse,
  timesheetsResponse,
} from '@shared/validators/timesheets-responses';
import { idParams } from '../../http/validate';
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
      "At most 31 days. Managers see the people of their locations (one person with `employeeId`, one location with `locationId`); an employee sees only their own sheet, without pay. Punches are shown as corrected, the original time beside a corrected one. Each person's `timeZone` is where they work: their days, and the times of their proposals, are read on that clock.",
    access: 'user',
    query: timesheetsQuerySchema,
    answer: timesheetsResponse,
    errors: { 404: 'No such person or location the caller may see.' },
  },
  'GET /api/timesheets/:employeeId': {
    summary: "One person's sheet with their days: shifts, punches and flags day by day",
    description:
      'At most 31 days. A manager reads the people of their locations; an employee only their own, without pay. Days and punch times are read in `timeZone`, the zone of where the person works.',
    access: 'user',
    params: idParams('employeeId'),
    query: timesheetQuerySchema,
    answer: timesheetResponse,
    errors: { 404: 'No such person the caller may see.' },
  },
  'POST /api/timesheets/corrections': {
    summary: "Correct a punch: add a missed one, change one's time, or remove one",
    description:
      "A manager's correction is approved at once; an employee proposes one for their own punches and a manager decides it. The punch row never changes: sheets show the original beside the corrected time.",
    access: 'user',
    body: correctionSchema,
    answer: correctionResponse,
    status: 201,
    errors: {
      404: 'No such person, punch or shift the caller may act on.',
      409: 'This pay period is locked, or the punch was already removed.',
    },
    examples: {
      body: {
        employeeId: 12,
        action: 'change',
        punchId: 345,
        at: '2030-01-08T15:00:00Z',
        reason: 'Forgot to clock in at the start',
      },
    },
  },
  'POST /api/timesheets/corrections/:id/decision': {
    summary: "Approve or decline an employee's proposed correction, once",
    access: 'manager',
    params: idParams(),
    body: correctionDecisionSchema,
    answer: correctionResponse,
    errors: {
      404: 'No such correction the caller may decide.',
      409: 'This correction was already decided, or its pay period is locked.',
    },
    examples: { body: { decision: 'approve' } },
  },
  'POST /api/timesheets/approve': {
    summary: "Approve one person's timesheet for a period",
    access: 'manager',
    body: approveTimesheetSchema,
    answer: timesheetApprovalResponse,
    status: 201,
    errors: { 404: 'No such person the caller may see.', 409: 'Already approved.' },
    examples: { body: { employeeId: 12, start: '2030-01-07', end: '2030-01-13' } },
  },
  'POST /api/timesheets/lock': {
    summary: 'Lock a pay period: no correction lands in it until it is unlocked',
    access: 'manager',
    body: periodSchema,
    answer: periodLockResponse,
    status: 201,
    errors: {
      403: 'A manager of some locations only: locks bind every location.',
      409: 'A lock already covers part of the period.',
    },
    examples: { body: { start: '2030-01-07', end: '2030-01-13' } },
  },
  'POST /api/timesheets/unlock': {
    summary: 'Unlock a pay period, saying why',
    access: 'manager',
    body: unlockPeriodSchema,
    answer: periodLockResponse,
    errors: {
      403: 'A manager of some locations only: locks bind every location.',
      409: 'The period is not locked.',
    },
    examples: { body: { start: '2030-01-07', end: '2030-01-13', reason: 'A missed punch' } },
  },
  'GET /api/timesheets/export/payroll.csv': {
    summary: "The period's pay per person and position, recomputed from punches and corrections",
    access: 'manager',
    query: periodSchema,
    answer: { mediaType: 'text/csv', description: 'RFC 4180 CSV with a BOM.' },
  },
  'GET /api/timesheets/export/gusto.csv': {
    summary: "The period's hours as Gusto's hourly payroll import",
    description: 'Columns Shynk knows nothing about are blank, so an upload never wipes them.',
    access: 'manager',
    query: periodSchema,
    answer: { mediaType: 'text/csv', description: 'RFC 4180 CSV with a BOM.' },
  },
  'GET /api/timesheets/export/punches.csv': {
    summary: "The period's punches beside their corrections, with each day's flags",
    access: 'manager',
    query: periodSchema,
    answer: { mediaType: 'text/csv', description: 'RFC 4180 CSV with a BOM.' },
  },
});
