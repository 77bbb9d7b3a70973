// The hours and labour report: its query string and its answer, shared by the route, the CSV
// exports and the Reports tab.
// The client's copy is generated/reports.ts (`npm run generate:responses`).
import { z } from 'zod';
import { dayNumber } from '../domain/dates';
import { idSchema } from './ids';
import { isoDateSchema } from './shifts';

/** The longest period a report or export may cover: a quarter, give or take a day. */
export const MAX_REPORT_DAYS = 92;

const booleanFlag = z
  .enum(['true', 'false'], { error: "Must be 'true' or 'false'" })
  .optional()
  .transform((flag) => flag === 'true');

const reportPeriod = { start: isoDateSchema, end: isoDateSchema, publishedOnly: booleanFlag };

function checkReportPeriod({ start, end }: { start: string; end: string }, ctx: z.RefinementCtx) {
  if (end < start)
    ctx.addIssue({
      code: 'custom',
      path: ['end'],
      message: 'The end date cannot be before the start date',
    });
  else if (dayNumber(end) - dayNumber(start) + 1 > MAX_REPORT_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['end'],
      message: `A report can cover at most ${MAX_REPORT_DAYS} days`,
    });
}

export const reportQuerySchema = z.object(reportPeriod).superRefine(checkReportPeriod);

/** A manager's report or export: the period, and `locationId` to keep one location. */
export const managerReportQuerySchema = z
  .object({ ...reportPeriod, locationId: idSchema.optional() })
  .superRefine(checkReportPeriod);

export type ReportQuery = z.output<typeof reportQuerySchema>;

const hours = z.number().nonnegative();
const money = z.number().nonnegative().nullable();

export const reportPersonSchema = z.object({
  employeeId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  hourlyRate: money,
  weeklyHoursLimit: z.number(),
  shifts: z.number().int(),
  hours,
  hoursByType: z.array(z.object({ shiftType: z.string(), hours })),
  /** The organization's weeks touching the period in which the person is scheduled over their limit. */
  weeksOverLimit: z.array(z.object({ weekStart: isoDateSchema, hours })),
  cost: money,
  /**
   * The rates the cost was priced at, one entry per position worked and rate (a person's rate for
   * a position, else their own, else the position's default): more than one rate means the cost
   * mixes them. Null rate: no rate known for those hours, which add no cost.
   */
  ratesUsed: z.array(
    z.object({ positionName: z.string().nullable(), hourlyRate: money, hours, cost: money }),
  ),
});

export const reportDaySchema = z.object({
  date: isoDateSchema,
  hours,
  cost: money,
  /** The day's cost is more than 25% above the period's average daily cost. */
  highCost: z.boolean(),
});

/** One location's hours: its totals and the people who worked there, by name. */
export const reportLocationSchema = z.object({
  locationId: z.number().int(),
  name: z.string(),
  shifts: z.number().int(),
  hours,
  cost: money,
  people: z.array(
    z.object({
      employeeId: z.number().int(),
      shifts: z.number().int(),
      hours,
      hoursByType: z.array(z.object({ shiftType: z.string(), hours })),
      cost: money,
    }),
  ),
});
export type ReportLocation = z.infer<typeof reportLocationSchema>;

export const hoursReportSchema = z.object({
  start: isoDateSchema,
  end: isoDateSchema,
  publishedOnly: z.boolean(),
  currency: z.string(),
  timeZone: z.string(),
  shiftTypes: z.array(z.string()),
  people: z.array(reportPersonSchema),
  days: z.array(reportDaySchema),
  totals: z.object({ shifts: z.number().int(), hours, cost: money, averageDailyCost: money }),
  /**
   * The hours grouped by where they were worked, every location by name (those without hours
   * too); null while the organization has one location, where the grouping would say nothing.
   */
  locations: z.array(reportLocationSchema).nullable(),
});

/** An employee's own scheduled hours over a period, against their weekly limit. */
export const myHoursSchema = z.object({
  start: isoDateSchema,
  end: isoDateSchema,
  hours,
  weeklyHoursLimit: z.number(),
  weeksOverLimit: z.array(z.object({ weekStart: isoDateSchema, hours })),
});

export type HoursReport = z.infer<typeof hoursReportSchema>;
export type ReportPerson = z.infer<typeof reportPersonSchema>;
export type ReportDay = z.infer<typeof reportDaySchema>;
export type MyHours = z.infer<typeof myHoursSchema>;
