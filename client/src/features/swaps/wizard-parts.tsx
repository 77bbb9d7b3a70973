// The frame every step of the swap dialogs shares (which step it is, an inline problem, the
// Back / next buttons) and their closing summary: whom it goes to, what changes hands, and why.
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { personName } from './request-format';
import { ShiftLine } from './request-parts';
import type { Person, RequestShift } from './types';

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

interface StepActionsProps {
  onBack?: () => void;
  onCancel: () => void;
  onNext: () => void;
  nextLabel: ReactNode;
  busy?: boolean;
}

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

export function ReasonField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Reason</Label>
      <textarea
        id={id}
        rows={3}
        maxLength={TEXT_LIMITS.note}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={clsx(fieldClasses, 'h-auto py-2')}
      />
    </div>
  );
}

interface SwapConfirmProps {
  to: Person | null;
  give: RequestShift | null;
  get: RequestShift | null;
  reasonId: string;
  reason: string;
  onReason: (value: string) => void;
}

/** The last step of both swap dialogs: whom it goes to, what changes hands, and why. */
export function SwapConfirm({ to, give, get, reasonId, reason, onReason }: SwapConfirmProps) {
  return (
    <>
      <div className="space-y-1 rounded-lg bg-slate-50 p-3">
        <p className="text-sm text-slate-700">To: {personName(to)}</p>
        <ShiftLine label="You give:" shift={give} />
        <ShiftLine label="You get:" shift={get} />
      </div>
      <ReasonField id={reasonId} value={reason} onChange={onReason} />
    </>
  );
}
