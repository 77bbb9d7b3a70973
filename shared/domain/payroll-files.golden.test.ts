// The exact bytes of each payroll file for a small team: payroll tools and spreadsheets read these
// files literally, so any change to a header, a number's format or the quoting must be deliberate.
import { describe, expect, it } from 'vitest';
import { csvLine } from '../csv';
import { computePay, type PayRuleSettings } from './pay-rules';
import {
  gustoHoursCsv,
  payrollCsv,
  TIMESHEET_CSV_HEADER,
  timesheetCsvRow,
  type PayrollEntry,
  type TimesheetPunch,
} from './payroll-files';

const settings: PayRuleSettings = {
  weeklyOvertime: true,
  dailyOvertime: true,
  seventhDay: true,
  paidBreakMaxMinutes: 15,
  rounding: 0,
  workweekStartsOn: 1,
};

// Ana worked 14 h as a barista at 20 and 2 h on the front desk at 30; Bo's one shift has no rate.
const anaPay = computePay({
  timeZone: 'America/Los_Angeles',
  settings,
  stretches: [
    {
      start: new Date('2026-06-01T06:00:00-07:00'),
      end: new Date('2026-06-01T20:00:00-07:00'),
      breaks: [],
      positionId: 1,
      hourlyRate: 20,
    },
    {
      start: new Date('2026-06-02T09:00:00-07:00'),
      end: new Date('2026-06-02T11:00:00-07:00'),
      breaks: [],
      positionId: 2,
      hourlyRate: 30,
    },
  ],
  periodStart: '2026-06-01',
  periodEnd: '2026-06-07',
});
const boPay = computePay({
  timeZone: 'America/Los_Angeles',
  settings,
  stretches: [
    {
      start: new Date('2026-06-03T08:00:00-07:00'),
      end: new Date('2026-06-03T12:15:00-07:00'),
      breaks: [],
      positionId: null,
      hourlyRate: null,
    },
  ],
  periodStart: '2026-06-01',
  periodEnd: '2026-06-07',
});

const entries: PayrollEntry[] = [
  { firstName: 'Ana', lastName: 'Díaz', gustoEmployeeId: '5G9934', byPosition: anaPay.byPosition },
  // A name that a spreadsheet would run as a formula, and one with a comma.
  { firstName: '=Bo', lastName: 'Lee, Jr.', byPosition: boPay.byPosition },
];
const names = new Map([
  [1, 'Barista'],
  [2, 'Front "desk"'],
]);

describe('payroll files', () => {
  it('writes the payroll CSV: one row per person and position, money to the cent', () => {
    expect(payrollCsv(entries, names)).toBe(
      'Person,Position,Regular hours,Overtime hours,Double-time hours,Rate,Gross\r\n' +
        // 14 h: 8 regular, 4 overtime, 2 double at a weighted rate of (280 + 60) / 16 h = 21.25.
        'Ana Díaz,Barista,8,4,2,20.00,365.00\r\n' +
        'Ana Díaz,"Front ""desk""",2,0,0,30.00,60.00\r\n' +
        `"'=Bo Lee, Jr.",,4.25,0,0,,0.00\r\n`,
    );
  });

  it('writes the Gusto hours import with blank earnings columns', () => {
    expect(gustoHoursCsv(entries, names)).toBe(
      'first_name,last_name,gusto_employee_id,ssn,title,regular_hours,overtime_hours,' +
        'double_overtime_hours,bonus,commission,paycheck_tips,cash_tips,correction_payment,' +
        'reimbursement,personal_note\r\n' +
        'Ana,Díaz,5G9934,,Barista,8,4,2,,,,,,,\r\n' +
        'Ana,Díaz,5G9934,,"Front ""desk""",2,0,0,,,,,,,\r\n' +
        `'=Bo,"Lee, Jr.",,,,4.25,0,0,,,,,,,\r\n`,
    );
  });

  it('writes timesheet punches with the original beside the correction', () => {
    const punches: TimesheetPunch[] = [
      {
        person: 'Ana Díaz',
        date: '2026-06-01',
        kind: 'in',
        originalTime: '06:07',
        correctedTime: '06:00',
        correctedBy: 'Mia Manager',
        reason: 'Forgot to clock in, "on time" per the rota',
        flags: ['Late', 'Corrected'],
      },
      {
        person: 'Ana Díaz',
        date: '2026-06-01',
        kind: 'break_start',
        originalTime: null,
        correctedTime: '12:00',
        correctedBy: 'Mia Manager',
        reason: '+ added missed break',
        flags: [],
      },
      {
        person: 'Ana Díaz',
        date: '2026-06-01',
        kind: 'out',
        originalTime: '20:00',
        correctedTime: null,
        correctedBy: null,
        reason: null,
        flags: [],
      },
    ];
    const file = csvLine(TIMESHEET_CSV_HEADER) + punches.map(timesheetCsvRow).join('');
    expect(file).toBe(
      'Person,Date,Punch,Original time,Corrected time,Corrected by,Reason,Flags\r\n' +
        'Ana Díaz,2026-06-01,Clock in,06:07,06:00,Mia Manager,"Forgot to clock in, ""on time"" per the rota",Late; Corrected\r\n' +
        `Ana Díaz,2026-06-01,Break start,,12:00,Mia Manager,'+ added missed break,\r\n` +
        'Ana Díaz,2026-06-01,Clock out,20:00,,,,\r\n',
    );
  });
});
