// What each CSV download holds: the report's per-person table, and the period's shifts.
import { displayName } from '@shared/domain/display-name';
import type { HoursReport } from '@shared/validators/reports';
import { csvLine } from '@shared/csv';
import type { CsvWriter } from '../../http/csv';
import type { ExportedAssignment } from './shift-export';
import { roundHours } from '@shared/domain/hours';
import { rateUsed, rateUsedText } from '@shared/domain/rates-used';

/** 'shifts_2030-01-01_2030-01-31.csv': dated, so downloads of different periods never collide. */
export const csvFileName = (what: string, period: { start: string; end: string }) =>
  `${what}_${period.start}_${period.end}.csv`;

const SHIFT_HEADER = [
  'Date',
  'Start',
  'End',
  'Hours',
  'Title',
  'Type',
  'Position',
  'Employee',
  'Email',
  'Station',
];

export async function writeShiftsCsv(csv: CsvWriter, pages: AsyncIterable<ExportedAssignment[]>) {
  if (!(await csv.write(csvLine(SHIFT_HEADER)))) return;
  for await (const rows of pages) {
    const lines = rows.map((row) =>
      csvLine([
        row.date,
        row.start_time,
        row.end_time,
        row.hours,
        row.title,
        row.shift_type,
        row.position,
        displayName({ firstName: row.first_name, lastName: row.last_name }, ''),
        row.email,
        row.station_number,
      ]),
    );
    if (!(await csv.write(lines.join('')))) return;
  }
}

export async function writeReportCsv(csv: CsvWriter, report: HoursReport) {
  const { shiftTypes, currency } = report;
  const header = [
    'Employee',
    'Email',
    'Shifts',
    'Hours',
    ...shiftTypes.map((type) => `${type} hours`),
    'Weeks over limit',
    `Hourly rate (${currency})`,
    'Rates used',
    `Cost (${currency})`,
  ];
  if (!(await csv.write(csvLine(header)))) return;
  for (const person of report.people) {
    const byType = new Map(person.hoursByType.map((t) => [t.shiftType, t.hours]));
    const line = csvLine([
      displayName(person, person.email),
      person.email,
      person.shifts,
      person.hours,
      ...shiftTypes.map((type) => byType.get(type) ?? 0),
      person.weeksOverLimit.length,
      // The rate the cost was priced at; 'mixed' when several, listed in the next column.
      rateUsed(person.ratesUsed, person.hourlyRate),
      person.ratesUsed.map((rate) => rateUsedText(rate, String)).join('; '),
      person.cost,
    ]);
    if (!(await csv.write(line))) return;
  }
  const { totals } = report;
  await csv.write(
    csvLine([
      'Total',
      '',
      totals.shifts,
      totals.hours,
      ...shiftTypes.map((type) =>
        roundHours(report.people.reduce((sum, p) => sum + hoursOf(p, type), 0)),
      ),
      report.people.reduce((sum, p) => sum + p.weeksOverLimit.length, 0),
      '',
      '',
      totals.cost,
    ]),
  );
}

const hoursOf = (person: HoursReport['people'][number], type: string) =>
  person.hoursByType.find((t) => t.shiftType === type)?.hours ?? 0;
