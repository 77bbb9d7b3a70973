// The timesheet answers as the screens name them; the schemas are the server's own (generated).
import type { z } from 'zod/mini';
import type {
  correctionProposalResponse,
  payPeriodResponse,
  timesheetDayResponse,
  timesheetPersonResponse,
  timesheetPunchResponse,
  timesheetResponse,
  timesheetsResponse,
} from '@shared/validators/generated/timesheets-responses';

export {
  payPeriodResponse as payPeriodSchema,
  timesheetResponse as timesheetSchema,
  timesheetsResponse as timesheetsSchema,
} from '@shared/validators/generated/timesheets-responses';
export type { TimesheetFlag } from '@shared/validators/timesheets-responses';

export type PayPeriod = z.infer<typeof payPeriodResponse>;
export type TimesheetPunch = z.infer<typeof timesheetPunchResponse>;
export type TimesheetDay = z.infer<typeof timesheetDayResponse>;
export type Proposal = z.infer<typeof correctionProposalResponse>;
export type TimesheetPerson = z.infer<typeof timesheetPersonResponse>;
export type Timesheets = z.infer<typeof timesheetsResponse>;
export type Timesheet = z.infer<typeof timesheetResponse>;
