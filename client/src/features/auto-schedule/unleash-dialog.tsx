// 'Unleash the Shynk': choose a range (the period on screen, at most four weeks), preview the best
// fill with what it changes and why any place stays empty, then apply it or discard it. After
// applying, a toast offers to undo it.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { addDaysIso, weekStart, type WeekStartsOn } from '@shared/domain/dates';
import { isPastHorizon } from '@shared/domain/scheduling-horizon';
import {
  autoSchedulePreviewSchema,
  MAX_FILL_DAYS,
  type AutoSchedulePreview,
} from '@shared/validators/auto-schedule';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format-date';
import { toast, toastError } from '@/lib/toast';
import { useWeekStartsOn } from '@/lib/use-organization-today';
import { useSchedulingHorizon, type SchedulingHorizon } from '@/lib/use-scheduling-horizon';
import { undoFill, useApplyFill, usePreviewFill } from './use-fill';
import { useFillContext } from './use-fill-context';
import { summaryLine } from './fill-words';
import { FillLevels } from './fill-levels';
import { HoursBars } from './hours-bars';
import { ProposalsByDay } from './proposals-by-day';

type DateRange = { start: string; end: string };

export interface UnleashDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
  /** The period on screen: the dialog starts there. */
  range: DateRange;
}

/**
 * The range the dialog starts at: the period on screen from this week on (the days before hold
 * nothing the fill may touch), cut to the longest fill and to the scheduling horizon; this week
 * when the period has passed.
 */
export function initialFillRange(
  onScreen: DateRange,
  today: string,
  weekStartsOn: WeekStartsOn,
  horizon: string | null = null,
): DateRange {
  const thisWeek = weekStart(today, weekStartsOn);
  if (onScreen.end < thisWeek) return { start: thisWeek, end: addDaysIso(thisWeek, 6) };
  const start = onScreen.start < thisWeek ? thisWeek : onScreen.start;
  const longest = addDaysIso(start, MAX_FILL_DAYS - 1);
  const end = onScreen.end < longest ? onScreen.end : longest;
  // A range that starts past the horizon is left whole: its error says why.
  return { start, end: horizon && start <= horizon && end > horizon ? horizon : end };
}

type RangeErrors = Partial<Record<'start' | 'end', string>>;

/**
 * What the server would refuse in the range, by field, judged by the schema it parses with and
 * the organization's scheduling horizon.
 */
function rangeErrors(start: string, end: string, horizon: SchedulingHorizon): RangeErrors | null {
  // A date input reads empty until its date is whole.
  if (!start || !end)
    return { start: start ? undefined : 'Choose a date', end: end ? undefined : 'Choose a date' };
  const parsed = autoSchedulePreviewSchema.safeParse({ start, end });
  if (parsed.success)
    return horizon && isPastHorizon(end, horizon.last) ? { end: horizon.rule } : null;
  const errors: RangeErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'start' ? 'start' : 'end';
    errors[field] ??= issue.message;
  }
  return errors;
}

export default function UnleashDialog({ open, onOpenChange, today, range }: UnleashDialogProps) {
  const horizon = useSchedulingHorizon(today);
  const weekStartsOn = useWeekStartsOn();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Unleash the Shynk"
        description="Fill every open slot with the best available people. Nothing changes until you apply."
        className="sm:max-w-2xl"
      >
        {/* Settings that load after the dialog opened start it again at the range they allow. */}
        <UnleashForm
          key={`${horizon?.last ?? 'no limit'} ${weekStartsOn}`}
          initial={initialFillRange(range, today, weekStartsOn, horizon?.last)}
          onScreenEnd={range.end}
          horizon={horizon}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

interface UnleashFormProps {
  initial: DateRange;
  /** The last day on screen, which a long month may put beyond the first fill's reach. */
  onScreenEnd: string;
  horizon: SchedulingHorizon;
  onDone: () => void;
}

function UnleashForm({ initial, onScreenEnd, horizon, onDone }: UnleashFormProps) {
  const id = useId();
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [rebalance, setRebalance] = useState(false);
  const preview = usePreviewFill();
  const apply = useApplyFill();
  const client = useQueryClient();
  const invalid = rangeErrors(start, end, horizon);
  // A half-typed date can put the end before the start: nothing is asked for such a range.
  const context = useFillContext(invalid ? null : { start, end });
  const dateField = (field: 'start' | 'end', label: string, set: (value: string) => void) => (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-${field}`}>{label}</Label>
      <Input
        id={`${id}-${field}`}
        type="date"
        value={field === 'start' ? start : end}
        max={horizon?.last}
        onChange={change(set)}
        aria-invalid={invalid?.[field] ? true : undefined}
        aria-describedby={invalid?.[field] ? `${id}-${field}-error` : undefined}
      />
      <FieldError id={`${id}-${field}-error`} message={invalid?.[field]} />
    </div>
  );
  const result: AutoSchedulePreview | undefined = preview.data;

  const change = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    preview.reset();
  };

  const onApply = (previewId: string) =>
    apply.mutate(previewId, {
      onSuccess: ({ applied, skipped }) => {
        onDone();
        toast({
          title: 'Schedule filled',
          description:
            `${applied} ${applied === 1 ? 'assignment' : 'assignments'} added` +
            (skipped.length > 0 ? `, ${skipped.length} skipped because the schedule changed` : ''),
          variant: 'success',
          action: {
            label: 'Undo',
            onClick: () =>
              undoFill(client, previewId).then(
                () => toast({ title: 'Fill undone', variant: 'success' }),
                (error) => toastError('Could not undo the fill', error),
              ),
          },
        });
      },
      onError: (error) => toastError('Could not apply the fill', error),
    });

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {dateField('start', 'From', setStart)}
        {dateField('end', 'To', setEnd)}
      </div>
      {initial.end < onScreenEnd && !(horizon && initial.end === horizon.last) && (
        <p className="text-sm text-slate-600">
          One fill covers at most {MAX_FILL_DAYS} days: fill from{' '}
          {formatDate(addDaysIso(initial.end, 1), 'MMM d')} to {formatDate(onScreenEnd, 'MMM d')}{' '}
          next.
        </p>
      )}
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={rebalance}
          onChange={(event) => {
            setRebalance(event.target.checked);
            preview.reset();
          }}
        />
        <span>
          Rebalance existing assignments
          <span className="block text-xs text-slate-500">
            May also move people off upcoming shifts when that fills more places.
          </span>
        </span>
      </label>
      <Button
        disabled={invalid !== null || preview.isPending}
        onClick={() => preview.mutate({ start, end, rebalance })}
      >
        {preview.isPending ? 'Finding the best schedule...' : 'Preview'}
      </Button>
      {preview.isPending && (
        <div
          role="progressbar"
          aria-label="Finding the best schedule"
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full w-full animate-pulse rounded-full bg-brand-600" />
        </div>
      )}
      {preview.isError && (
        <p role="alert" className="text-sm text-red-700">
          {serverMessage(preview.error, 'Could not preview the fill')}
        </p>
      )}
      {result && (
        <div className="space-y-4 border-t border-slate-200 pt-4">
          <p className="text-base font-semibold text-slate-900">{summaryLine(result)}</p>
          {result.removals.length > 0 && (
            <p className="text-sm text-slate-600">
              Moves {result.removals.length} existing{' '}
              {result.removals.length === 1 ? 'assignment' : 'assignments'} to fill more places.
            </p>
          )}
          <FillLevels preview={result} />
          <ProposalsByDay preview={result} {...context} />
          <HoursBars preview={result} nameOf={context.nameOf} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onDone}>
              Discard
            </Button>
            <Button
              disabled={apply.isPending || result.proposals.length + result.removals.length === 0}
              onClick={() => onApply(result.previewId)}
            >
              {apply.isPending ? 'Applying...' : 'Apply'}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
