// The wizard's Back / Next / Copy buttons, with a progress indicator while copying, and the
// prompt shown when the target week already has the shifts being copied.
import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface WizardFooterProps {
  step: number;
  copying: boolean;
  /** The step's data is still loading: moving on now would judge an empty selection. */
  loading: boolean;
  onBack: () => void;
  onNext: () => void;
}

export function WizardFooter({ step, copying, loading, onBack, onNext }: WizardFooterProps) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between">
      <Button variant="outline" onClick={onBack} disabled={step === 0 || copying}>
        Back
      </Button>
      <Button onClick={onNext} disabled={copying || loading}>
        {copying && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {step < 2 ? 'Next' : copying ? 'Copying...' : 'Copy Schedule'}
      </Button>
      {copying && (
        <span role="status" className="sr-only">
          Copying the schedule
        </span>
      )}
    </div>
  );
}

interface DuplicatePromptProps {
  message: string;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DuplicatePrompt({ message, onCancel, onConfirm }: DuplicatePromptProps) {
  return (
    <div
      role="alert"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <p className="font-medium text-amber-900">Already copied</p>
      <p className="text-amber-900">{message}</p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" onClick={onConfirm}>
          Copy Again
        </Button>
      </div>
    </div>
  );
}
