// 'Unleash the Shynk': choose a range (this week by default, at most four weeks), preview the best
// fill with what it changes and why any place stays empty, then apply it or discard it. After
// applying, a toast offers to undo it.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { addDaysIso, dayNumber, weekStart } from '@shared/domain/dates';
import { MAX_FILL_DAYS, type AutoSchedulePreview } from '@shared/validators/auto-schedule';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessage } from '@/lib/error-message';
import { toast, toastError } from '@/lib/toast';
import { undoFill, useApplyFill, usePreviewFill } from './use-fill';
import { useFillContext } from './use-fill-context';
import { summaryLine } from './fill-words';
import { HoursBars } from './hours-bars';
import { ProposalsByDay } from './proposals-by-day';

export interface UnleashDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  today: string;
}

function rangeError(start: string, end: string): string | null {
  if (!start || !end) return 'Choose both dates';
  if (end < start) return 'The end date cannot be before the start date';
  if (dayNumber(end) - dayNumber(start) >= MAX_FILL_DAYS)
    return `A fill can cover at most ${MAX_FILL_DAYS} days`;
  return null;
}

export default function UnleashDialog({ open, onOpenChange, today }: UnleashDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Unleash the Shynk"
        description="Fill every open slot with the best available people. Nothing changes until you apply."
        className="sm:max-w-2xl"
      >
        <UnleashForm today={today} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function UnleashForm({ today, onDone }: { today: string; onDone: () => void }) {
  const id = useId();
  const [start, setStart] = useState(weekStart(today));
  const [end, setEnd] = useState(addDaysIso(weekStart(today), 6));
  const [rebalance, setRebalance] = useState(false);
  const preview = usePreviewFill();
  const apply = useApplyFill();
  const client = useQueryClient();
  const context = useFillContext(start, end);
  const invalid = rangeError(start, end);
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
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-start`}>From</Label>
          <Input id={`${id}-start`} type="date" value={start} onChange={change(setStart)} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-end`}>To</Label>
          <Input
            id={`${id}-end`}
            type="date"
            value={end}
            onChange={change(setEnd)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-range` : undefined}
          />
        </div>
      </div>
      {invalid && (
        <p id={`${id}-range`} className="text-sm text-red-700">
          {invalid}
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
            May also move people off upcoming shifts to even out hours.
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
              {result.removals.length === 1 ? 'assignment' : 'assignments'} to even out hours.
            </p>
          )}
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
