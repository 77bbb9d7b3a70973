// The weekly hours the signed-in person wants: a minimum and a target, each optional, within the
// weekly limit their manager set (shown beside them). Checked here with the server's rules and
// words; the server checks again against the limit it holds.
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { MAX_WEEKLY_HOURS } from '@shared/validators/accounts';
import { wantedHoursWithin } from '@shared/validators/preferences';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { schemaResolver } from '@/lib/schema-resolver';
import { toast, toastError } from '@/lib/toast';
import { useSaveWantedHours } from './use-save-wanted-hours';

type Values = { minHours: string; targetHours: string };

const hoursOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const shown = (hours: number | null) => (hours === null ? '' : String(hours));

type Props = { minHours: number | null; targetHours: number | null; weeklyHoursLimit: number };

export function WantedHoursForm({ minHours, targetHours, weeklyHoursLimit }: Props) {
  const save = useSaveWantedHours();
  const withinLimit = useMemo(() => wantedHoursWithin(weeklyHoursLimit), [weeklyHoursLimit]);
  const saved = { minHours: shown(minHours), targetHours: shown(targetHours) };
  const form = useForm({
    values: saved,
    resolver: schemaResolver(withinLimit, (values: Values) => ({
      minHours: hoursOrNull(values.minHours),
      targetHours: hoursOrNull(values.targetHours),
    })),
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => toast({ title: 'Weekly hours saved', variant: 'success' }),
      onError: (err) => toastError('Failed to save weekly hours', err),
    }),
  );

  const field = (name: keyof Values, label: string) => {
    const error = errors[name]?.message;
    return (
      <div className="space-y-1.5">
        <Label htmlFor={`wanted-${name}`}>{label}</Label>
        <Input
          id={`wanted-${name}`}
          type="number"
          inputMode="decimal"
          min={0}
          max={Math.min(weeklyHoursLimit, MAX_WEEKLY_HOURS)}
          step={0.5}
          placeholder="Not set"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `wanted-${name}-error` : 'wanted-hours-hint'}
          {...form.register(name)}
        />
        <FieldError id={`wanted-${name}-error`} message={error} />
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        {field('minHours', 'Minimum hours')}
        {field('targetHours', 'Target hours')}
      </div>
      <p id="wanted-hours-hint" className="text-sm text-slate-600">
        Hours a week, in steps of 0.5. Your limit is {weeklyHoursLimit} h a week.
      </p>
      <Button type="submit" disabled={!isDirty || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Hours'}
      </Button>
    </form>
  );
}
