// Why someone clocks in with no shift: asked before the punch is sent, since a manager reads it
// on the timesheet.
import { useId } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

const REASON_MAX = 300;

export function ReasonField({
  value,
  onChange,
  missing,
}: {
  value: string;
  onChange: (value: string) => void;
  missing: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>Why are you clocking in without a shift?</Label>
      <Textarea
        id={id}
        rows={2}
        maxLength={REASON_MAX}
        value={value}
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError
        id={`${id}-error`}
        message={missing ? "Say why you're clocking in without a shift" : undefined}
      />
    </div>
  );
}
