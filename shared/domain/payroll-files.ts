// The files payroll leaves Shynk in: the period's pay per person and position, an hours import
// for Gusto, and the punches behind a timesheet with their corrections. Pure text builders: the
// server streams them, tests pin their bytes. Every field goes through the CSV helper, which
// neutralises spreadsheet formulas (a name such as '=HYPERLINK(...)' shows as typed).
import { csvLine } from '../csv';
import { displayName } from './display-name';
import { formatMinutesAsHours } from './hours';
import type { PositionPay } from './pay-rules';

/** One person's pay for the period, as computePay gave it. */
export interface PayrollEntry {
  firstName: string;
  lastName: string;
  /** Gusto's own id for the person, when known: it tells apart two people of the same name. */
  gustoEmployeeId?: string | null;
  byPosition: readonly PositionPay[];
}

/** Position names by id; a stretch without a position has none. */
export type PositionNames = ReadonlyMap<number, string>;

const money = (amount: number) => amount.toFixed(2);
const positionName = (names: PositionNames, id: number | null) =>
  id === null ? '' : (names.get(id) ?? '');

export const PAYROLL_CSV_HEADER = [
  'Person',
  'Position',
  'Regular hours',
  'Overtime hours',
  'Double-time hours',
  'Rate',
  'Gross',
] as const;

/**
 * The period's payroll: one row per person and position (a person paid at two rates has two rows,
 * so each row's hours times its rate explain its gross). An unknown rate is left empty.
 */
export function payrollCsv(entries: readonly PayrollEntry[], names: PositionNames): string {
  let text = csvLine(PAYROLL_CSV_HEADER);
  for (const entry of entries)
    for (const position of entry.byPosition)
      text += csvLine([
        displayName(entry, ''),
        positionName(names, position.positionId),
        formatMinutesAsHours(position.regularMinutes),
        formatMinutesAsHours(position.overtimeMinutes),
        formatMinutesAsHours(position.doubleMinutes),
        position.hourlyRate === null ? '' : money(position.hourlyRate),
        money(position.gross),
      ]);
  return text;
}

/**
 * Gusto's hourly payroll upload. Gusto matches columns by these exact titles, in any order, and
 * reads a blank cell as "leave what is entered" but a zero as "replace it with zero", so the
 * columns Shynk knows nothing about are sent blank, never zero.
 */
export const GUSTO_HOURS_COLUMNS = [
  // Gusto finds the person by name: both parts are required.
  'first_name',
  'last_name',
  // Gusto's own id settles two people of one name; blank when Shynk was not told it.
  'gusto_employee_id',
  // The last four digits of the SSN also settle a shared name; Shynk never holds them.
  'ssn',
  // The job title picks the pay rate of someone Gusto pays at several rates: the position.
  'title',
  // The hours Shynk measured, by tier.
  'regular_hours',
  'overtime_hours',
  'double_overtime_hours',
  // Earnings entered in Gusto itself: blank, so an upload never wipes them.
  'bonus',
  'commission',
  'paycheck_tips',
  'cash_tips',
  'correction_payment',
  'reimbursement',
  'personal_note',
] as const;

type GustoColumn = (typeof GUSTO_HOURS_COLUMNS)[number];

/** One row per person and position, hours in decimal hours as Gusto reads them. */
export function gustoHoursCsv(entries: readonly PayrollEntry[], names: PositionNames): string {
  let text = csvLine(GUSTO_HOURS_COLUMNS);
  for (const entry of entries)
    for (const position of entry.byPosition) {
      const row: Partial<Record<GustoColumn, string>> = {
        first_name: entry.firstName,
        last_name: entry.lastName,
        gusto_employee_id: entry.gustoEmployeeId ?? '',
        title: positionName(names, position.positionId),
        regular_hours: formatMinutesAsHours(position.regularMinutes),
        overtime_hours: formatMinutesAsHours(position.overtimeMinutes),
        double_overtime_hours: formatMinutesAsHours(position.doubleMinutes),
      };
      text += csvLine(GUSTO_HOURS_COLUMNS.map((column) => row[column] ?? ''));
    }
  return text;
}

export type PunchKind = 'in' | 'out' | 'break_start' | 'break_end';

/** A punch as the timesheet shows it, times already on the location's clock. */
export interface TimesheetPunch {
  person: string;
  /** 'yyyy-MM-dd' local. */
  date: string;
  kind: PunchKind;
  /** 'HH:MM' as punched; null when a correction added a punch that was never made. */
  originalTime: string | null;
  /** 'HH:MM' after correction; null when it stands as punched. */
  correctedTime: string | null;
  correctedBy: string | null;
  reason: string | null;
  /** What the timesheet warns about, e.g. 'Late', 'Missed break'. */
  flags: readonly string[];
}

const PUNCH_LABELS: Record<PunchKind, string> = {
  in: 'Clock in',
  out: 'Clock out',
  break_start: 'Break start',
  break_end: 'Break end',
};

export const TIMESHEET_CSV_HEADER = [
  'Person',
  'Date',
  'Punch',
  'Original time',
  'Corrected time',
  'Corrected by',
  'Reason',
  'Flags',
] as const;

/** One punch as a CSV line: the original next to its correction, so an audit sees both. */
export const timesheetCsvRow = (punch: TimesheetPunch) =>
  csvLine([
    punch.person,
    punch.date,
    PUNCH_LABELS[punch.kind],
    punch.originalTime,
    punch.correctedTime,
    punch.correctedBy,
    punch.reason,
    punch.flags.join('; '),
  ]);
