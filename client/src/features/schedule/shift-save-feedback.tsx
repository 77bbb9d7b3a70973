// What Add and Edit Shift show while saving: the form's problems in the server's words, the
// availability warnings with their override, and the understaffed question.
import { useFormState } from 'react-hook-form';
import { errorMessages } from '@/lib/schema-resolver';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { AvailabilityWarningPanel } from './override-panel';
import type { ShiftFormValues } from './shift-form-values';
import type { AvailabilityWarnings } from './use-availability-check';
import type { ShiftSaveFlow } from './use-shift-save-flow';

export function ShiftSaveProblems({ flow }: { flow: { warnings: AvailabilityWarnings | null } }) {
  const { errors } = useFormState<ShiftFormValues>();
  const messages = errorMessages(errors);
  return (
    <>
      {messages.length > 0 && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <AvailabilityWarningPanel warnings={flow.warnings} />
    </>
  );
}

interface UnderstaffedConfirmProps<Input extends { allowOverride?: boolean }> {
  flow: Pick<ShiftSaveFlow<Input>, 'confirming' | 'confirm' | 'cancelConfirm'>;
  /** The question for the crew waiting to be saved. */
  message: (input: Input) => string;
  confirmLabel: string;
}

export function UnderstaffedConfirm<Input extends { allowOverride?: boolean }>({
  flow,
  message,
  confirmLabel,
}: UnderstaffedConfirmProps<Input>) {
  return (
    <ConfirmDialog
      open={flow.confirming !== null}
      title="Understaffed shift"
      message={flow.confirming ? message(flow.confirming) : ''}
      confirmLabel={confirmLabel}
      onConfirm={flow.confirm}
      onCancel={flow.cancelConfirm}
    />
  );
}
