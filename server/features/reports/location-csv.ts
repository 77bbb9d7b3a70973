// The hours report's CSV for an organization with several locations: one row per person and
// location they worked at, grouped under the location (its name in the first column), each
// location closed by its total and the whole closed by the organization's. Person-wide figures
// (weeks over the limit, rates) belong to no one location, so they stay in the JSON report.
import { displayName } from '@shared/domain/display-name';
import type { HoursReport, ReportLocation } from '@shared/validators/reports';
import { csvLine } from '@shared/csv';
import type { CsvWriter } from '../../http/csv';
import { roundHours } from '@shared/domain/hours';

type Typed = { hoursByType: { shiftType: string; hours: number }[] };
const hoursOf = (row: Typed, type: string) =>
  row.hoursByType.find((t) => t.shiftType === type)?.hours ?? 0;

export async function writeLocationReportCsv(
  csv: CsvWriter,
  report: HoursReport,
  locations: ReportLocation[],
) {
  const { shiftTypes, currency } = report;
  const header = [
    'Location',
    'Employee',
    'Email',
    'Shifts',
    'Hours',
    ...shiftTypes.map((type) => `${type} hours`),
    `Cost (${currency})`,
  ];
  if (!(await csv.write(csvLine(header)))) return;
  const people = new Map(report.people.map((person) => [person.employeeId, person]));
  for (const location of locations) {
    const lines = location.people.map((row) => {
      const person = people.get(row.employeeId);
      const email = person?.email ?? '';
      return csvLine([
        location.name,
        person ? displayName(person, email) : '',
        email,
        row.shifts,
        row.hours,
        ...shiftTypes.map((type) => hoursOf(row, type)),
        row.cost,
      ]);
    });
    lines.push(
      csvLine([
        location.name,
        'Total',
        '',
        location.shifts,
        location.hours,
        ...shiftTypes.map((type) =>
          roundHours(location.people.reduce((sum, row) => sum + hoursOf(row, type), 0)),
        ),
        location.cost,
      ]),
    );
    if (!(await csv.write(lines.join('')))) return;
  }
  const { totals } = report;
  await csv.write(
    csvLine([
      'All locations',
      'Total',
      '',
      totals.shifts,
      totals.hours,
      ...shiftTypes.map((type) =>
        roundHours(report.people.reduce((sum, p) => sum + hoursOf(p, type), 0)),
      ),
      totals.cost,
    ]),
  );
}
