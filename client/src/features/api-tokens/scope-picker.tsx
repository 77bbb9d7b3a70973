// Checkboxes for a token's scopes: read or write everything, or read or write one area.
import { API_AREAS, type ApiScope } from '@shared/domain/api-scopes';

const AREA_LABELS: Record<(typeof API_AREAS)[number], string> = {
  shifts: 'Shifts and schedule',
  'time-off': 'Time off',
  swaps: 'Swaps',
  employees: 'Employees',
  unavailability: 'Unavailability',
  reports: 'Reports',
  timesheets: 'Timesheets and payroll files',
  settings: 'Settings',
};

const ROWS: { label: string; read: ApiScope; write: ApiScope }[] = [
  { label: 'Everything', read: 'read', write: 'write' },
  ...API_AREAS.map((area) => ({
    label: AREA_LABELS[area],
    read: `${area}:read` as ApiScope,
    write: `${area}:write` as ApiScope,
  })),
];

export function ScopePicker({
  value,
  onChange,
}: {
  value: ApiScope[];
  onChange: (scopes: ApiScope[]) => void;
}) {
  const toggle = (scope: ApiScope, on: boolean) =>
    onChange(on ? [...value, scope] : value.filter((s) => s !== scope));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Scopes</legend>
      <p className="text-sm text-slate-600">Write includes read.</p>
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr className="text-left text-slate-600">
            <th className="py-1 font-medium">Area</th>
            <th className="w-16 py-1 font-medium">Read</th>
            <th className="w-16 py-1 font-medium">Write</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.read} className="border-t border-slate-100">
              <td className="py-1.5">{row.label}</td>
              {[row.read, row.write].map((scope) => (
                <td key={scope} className="py-1.5">
                  <input
                    type="checkbox"
                    className="size-4"
                    aria-label={`${row.label}: ${scope.endsWith('write') ? 'write' : 'read'}`}
                    checked={value.includes(scope)}
                    onChange={(event) => toggle(scope, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
}
