// The export as one spreadsheet: a section per table (its name, its header row, its rows),
// with a blank line between sections, and the manifest first so a reader can check the counts.
import { csvLine, type CsvValue } from '@shared/csv';
import type { OrganizationExport } from './export';

function cell(value: unknown): CsvValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

export function* exportCsvLines(data: OrganizationExport): Generator<string> {
  yield csvLine(['Shynk export', data.exportedAt, 'SHA-256', data.manifest.sha256]);
  yield csvLine(['Table', 'Rows']);
  for (const [table, rows] of Object.entries(data.manifest.rows)) yield csvLine([table, rows]);
  for (const [table, rows] of Object.entries(data.tables)) {
    yield '\r\n';
    yield csvLine([table]);
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    yield csvLine(columns);
    for (const row of rows) yield csvLine(columns.map((column) => cell(row[column])));
  }
}
