// The payroll files of a period, recomputed from punches and corrections on every download (the
// same sheets the screen shows), written by the pure builders in shared/domain/payroll-files.ts.
import { eq } from 'drizzle-orm';
import { positions } from '@shared/schema';
import {
  gustoHoursCsv,
  payrollCsv,
  timesheetCsvRow,
  TIMESHEET_CSV_HEADER,
  type PayrollEntry,
} from '@shared/domain/payroll-files';
import { csvLine } from '@shared/csv';
import { wallClockMs } from '@shared/domain/zoned-time';
import { TIMESHEET_FLAG_LABELS } from '@shared/validators/timesheets-responses';
import type { PublicUser } from '@shared/validators/users';
import type { Db } from '../../db/connection';
import type { CsvReader } from '../../http/csv';
import { computeSheets, sheetReaders, type PersonSheet } from './read-timesheets';

export const PAYROLL_FILES = ['payroll', 'gusto', 'punches'] as const;
export type PayrollFile = (typeof PAYROLL_FILES)[number];

/**
 * Gusto's upload matches its column titles exactly, so its file is an importer's; the payroll
 * summary and the punches have titles for people and are opened in a spreadsheet.
 */
export const PAYROLL_FILE_READERS: Record<PayrollFile, CsvReader> = {
  payroll: 'spreadsheet',
  gusto: 'importer',
  punches: 'spreadsheet',
};

type Period = { start: string; end: string };

async function positionNames(db: Db, organizationId: number) {
  const rows = await db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(eq(positions.organizationId, organizationId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const payrollEntries = (people: PersonSheet[]): PayrollEntry[] =>
  people.map((person) => ({
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    byPosition: person.sheet.pay.byPosition,
  }));

/** 'HH:MM' on the person's clock. */
const localTime = (at: Date, timeZone: string) =>
  new Date(wallClockMs(at.getTime(), timeZone)).toISOString().slice(11, 16);

/** Each punch of the period beside its correction, with its day's flags. */
function punchesCsv(people: PersonSheet[]): string {
  let text = csvLine(TIMESHEET_CSV_HEADER);
  for (const { name, sheet } of people)
    for (const day of sheet.days) {
      const flags = day.flags.map((flag) => TIMESHEET_FLAG_LABELS[flag]);
      for (const punch of day.punches) {
        const at = new Date(punch.at);
        const punched = punch.originalAt === null ? at : new Date(punch.originalAt);
        const corrected = punch.correctionId !== null;
        text += timesheetCsvRow({
          person: name,
          date: day.date,
          kind: punch.kind,
          originalTime: punch.punchId === null ? null : localTime(punched, sheet.timeZone),
          correctedTime: !corrected
            ? null
            : punch.removed
              ? 'Removed'
              : localTime(at, sheet.timeZone),
          correctedBy: punch.correctedBy,
          reason: punch.correctionReason,
          flags,
        });
      }
    }
  return text;
}

/** The text of one payroll file for the people the manager may see. */
export async function payrollFile(
  db: Db,
  actor: PublicUser,
  file: PayrollFile,
  period: Period,
  now = new Date(),
): Promise<string> {
  const who = await sheetReaders(db, actor, {});
  const [{ people }, names] = await Promise.all([
    computeSheets(db, who, period, now),
    file === 'punches' ? new Map<number, string>() : positionNames(db, actor.organizationId),
  ]);
  if (file === 'payroll') return payrollCsv(payrollEntries(people), names);
  if (file === 'gusto') return gustoHoursCsv(payrollEntries(people), names);
  return punchesCsv(people);
}
