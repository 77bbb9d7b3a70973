// The result view: what was copied, the assignments left out or open, and hours warnings.
import { format, parseISO } from 'date-fns';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { CopyResult } from '@shared/validators/schedule-copy';
import { Button } from '@/components/ui/button';
import { formatHours } from '@shared/domain/hours';

export const resultTitle = (result: CopyResult) =>
  result.conflicts.length > 0 ? 'Schedule Copied with Issues' : 'Schedule Copied Successfully!';

interface CopyResultViewProps {
  result: CopyResult;
  onCopyAnother: () => void;
  onDone: () => void;
}

export function CopyResultView({ result, onCopyAnother, onDone }: CopyResultViewProps) {
  const issues = result.conflicts.length > 0;
  const Icon = issues ? CircleAlert : CircleCheck;
  return (
    <div className="space-y-4 text-sm">
      <div className="flex items-start gap-3">
        <Icon aria-hidden className={issues ? 'size-6 text-amber-600' : 'size-6 text-green-600'} />
        <div>
          <h3 className="text-base font-semibold text-slate-900">{resultTitle(result)}</h3>
          <p className="text-slate-700">{result.message}</p>
        </div>
      </div>
      {issues && (
        <section
          aria-label="Conflicts"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3"
        >
          <h4 className="font-medium text-amber-900">Conflicts ({result.conflicts.length})</h4>
          <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-amber-900">
            {result.conflicts.map((c, i) => (
              <li key={i}>
                <span className="font-medium">{c.employeeName}</span>: {c.shiftTitle},{' '}
                {format(parseISO(c.shiftDate), 'EEE, MMM d')} {c.shiftTime}. {c.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      {result.warnings.length > 0 && (
        <section aria-label="Warnings" className="rounded-lg border border-red-200 bg-red-50 p-3">
          <h4 className="font-medium text-red-900">Weekly hours ({result.warnings.length})</h4>
          <ul className="mt-2 space-y-1 text-red-900">
            {result.warnings.map((w, i) => (
              <li key={i}>
                {w.employeeName} will have {formatHours(w.newHours)} h (limit {formatHours(w.limit)}{' '}
                h) after assignment
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCopyAnother}>
          Copy Another Week
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
