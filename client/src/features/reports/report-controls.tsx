// Which period the report covers (week, month or a custom range) and whether drafts count.
import { useId } from 'react';
import type { WeekStartsOn } from '@shared/domain/dates';
import { PeriodNav } from '@/components/period-nav';
import { ToggleGroup } from '@/components/toggle-group';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import {
  monthPeriod,
  periodHeading,
  stepPeriod,
  weekPeriod,
  type PeriodKind,
  type ReportPeriod,
} from './report-period';

interface ReportControlsProps {
  period: ReportPeriod;
  onPeriodChange: (period: ReportPeriod) => void;
  today: string;
  weekStartsOn: WeekStartsOn;
  problem: string | null;
  publishedOnly: boolean;
  onPublishedOnlyChange: (publishedOnly: boolean) => void;
}

export function ReportControls({
  period,
  onPeriodChange,
  today,
  weekStartsOn,
  problem,
  publishedOnly,
  onPublishedOnlyChange,
}: ReportControlsProps) {
  const id = useId();
  function choose(kind: PeriodKind) {
    if (kind === 'week') onPeriodChange(weekPeriod(period.start, weekStartsOn));
    else if (kind === 'month') onPeriodChange(monthPeriod(period.start));
    else onPeriodChange({ ...period, kind });
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ToggleGroup
          label="Period"
          value={period.kind}
          onChange={choose}
          options={[
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
            { value: 'custom', label: 'Custom' },
          ]}
        />
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <Switch
            checked={publishedOnly}
            onCheckedChange={onPublishedOnlyChange}
            aria-label="Published only"
          />
          Published only
        </label>
      </div>
      {period.kind === 'custom' ? (
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-start`}>Start date</Label>
            <Input
              id={`${id}-start`}
              type="date"
              value={period.start}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => onPeriodChange({ ...period, start: event.target.value })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-end`}>End date</Label>
            <Input
              id={`${id}-end`}
              type="date"
              value={period.end}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => onPeriodChange({ ...period, end: event.target.value })}
            />
          </div>
          <FieldError id={`${id}-problem`} message={problem ?? undefined} />
        </div>
      ) : (
        <PeriodNav
          heading={periodHeading(period)}
          unit={period.kind}
          onStep={(step) => onPeriodChange(stepPeriod(period, step, today, weekStartsOn))}
        />
      )}
    </div>
  );
}
