// Add recurring unavailability (spec 3, 5): a weekday and hours, optionally bounded by dates.
// effectiveUntil cannot start before effectiveFrom (or today).
import { useState } from 'react';
import { createPreferenceSchema } from '@shared/validators/time-off';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { DAY_NAMES } from './time-off';
import { useAddUnavailability } from './use-unavailability';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  employeeId: number;
  today: string;
};

const empty = {
  dayOfWeek: '1',
  startTime: '',
  endTime: '',
  effectiveFrom: '',
  effectiveUntil: '',
  notes: '',
};

function TextField(props: {
  id: string;
  label: string;
  type: string;
  value: string;
  min?: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type={props.type}
        min={props.min}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

function AddUnavailabilityForm({
  employeeId,
  today,
  onDone,
}: {
  employeeId: number;
  today: string;
  onDone: () => void;
}) {
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const add = useAddUnavailability();
  const set = (key: keyof typeof empty) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { ...values, employeeId, dayOfWeek: Number(values.dayOfWeek) };
    const parsed = createPreferenceSchema.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    add.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Unavailability added', variant: 'success' });
        onDone();
      },
      onError: (err) =>
        toast({
          title: 'Failed to add unavailability',
          description: err.message,
          variant: 'destructive',
        }),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="unavailability-day">Day of Week</Label>
        <Select
          id="unavailability-day"
          value={values.dayOfWeek}
          onChange={(e) => set('dayOfWeek')(e.target.value)}
        >
          {DAY_NAMES.map((day, index) => (
            <option key={day} value={index}>
              {day}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="unavailability-start"
          label="Start Time"
          type="time"
          value={values.startTime}
          onChange={set('startTime')}
        />
        <TextField
          id="unavailability-end"
          label="End Time"
          type="time"
          value={values.endTime}
          onChange={set('endTime')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="unavailability-from"
          label="Effective From (optional)"
          type="date"
          value={values.effectiveFrom}
          onChange={set('effectiveFrom')}
        />
        <TextField
          id="unavailability-until"
          label="Effective Until (optional)"
          type="date"
          min={values.effectiveFrom || today}
          value={values.effectiveUntil}
          onChange={set('effectiveUntil')}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="unavailability-notes">Notes (optional)</Label>
        <Input
          id="unavailability-notes"
          value={values.notes}
          onChange={(e) => set('notes')(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Saving...' : 'Add Unavailability'}
        </Button>
      </div>
    </form>
  );
}

export function AddUnavailabilityDialog({ open, onOpenChange, employeeId, today }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title="Add Recurring Unavailability">
          <AddUnavailabilityForm
            employeeId={employeeId}
            today={today}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
