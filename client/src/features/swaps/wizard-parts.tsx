// The frame every step of the swap dialogs shares (which step it is, an inline problem, the
// Back / next buttons) and the reason field.
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

export function StepHeader({ step, of, title }: { step: number; of: number; title: string }) {
  return (
    <p className="text-sm text-slate-600">
      <span className="font-medium text-brand-700">
        Step {step} of {of}
      </span>{' '}
      · {title}
    </p>
  );
}

export function Problem({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}

/** Back when there is a step to go back to, Cancel otherwise. */
type StepActionsProps = (
  { onBack: () => void; onCancel?: undefined } | { onBack?: undefined; onCancel: () => void }
) & {
  onNext: () => void;
  nextLabel: ReactNode;
  busy?: boolean;
};

export function StepActions({ onBack, onCancel, onNext, nextLabel, busy }: StepActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {onBack ? (
        <Button variant="outline" onClick={onBack} disabled={busy}>
          Back
        </Button>
      ) : (
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button onClick={onNext} disabled={busy}>
        {nextLabel}
      </Button>
    </div>
  );
}

/** The reason a request gives, registered with the dialog's form. */
export function ReasonField({
  id,
  invalid,
  ...field
}: { id: string; invalid: boolean } & UseFormRegisterReturn<'reason'>) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Reason</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={TEXT_LIMITS.note}
        aria-invalid={invalid || undefined}
        {...field}
      />
    </div>
  );
}
