// The period's files for payroll: each worked out afresh from punches and corrections.
import { buttonClasses } from '@/components/ui/button';
import { withQuery } from '@/lib/api-client';

const FILES = [
  { label: 'Payroll CSV', path: '/api/timesheets/export/payroll.csv' },
  { label: 'Gusto CSV', path: '/api/timesheets/export/gusto.csv' },
  { label: 'Punches CSV', path: '/api/timesheets/export/punches.csv' },
] as const;

export function ExportLinks({ start, end }: { start: string; end: string }) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Export">
      {FILES.map((file) => (
        <a
          key={file.path}
          href={withQuery(file.path, { start, end })}
          download
          className={buttonClasses('outline', 'sm')}
        >
          {file.label}
        </a>
      ))}
    </div>
  );
}
