// Approve or Decline one open-shift request, with a reason the claimant reads in My requests.
// Approving puts them on the shift; the server refuses (409) when the place is gone or a rule now
// stands in the way, and the dialog shows its reason and stays open.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { claimDecisionSchema } from '@shared/validators/open-shifts';
import type { ClaimForReviewResponse } from '@shared/validators/open-shifts-responses';
import { TEXT_LIMITS } from '@shared/validators/text-limits';
import { FormActions, FormDialog } from '@/components/form-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { serverMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { shiftDay, shiftHours } from './claim-format';
import { useDecideClaim } from './use-claim-mutations';

export type ClaimDecision = 'approve' | 'decline';

export interface DecisionRequest {
  claim: ClaimForReviewResponse;
  decision: ClaimDecision;
}

const WORDS = {
  approve: { title: 'Approve request', submit: 'Approve', busy: 'Approving...', done: 'approved' },
  decline: { title: 'Decline request', submit: 'Decline', busy: 'Declining...', done: 'declined' },
} as const;

function DecisionForm({ claim, decision, onClose }: DecisionRequest & { onClose: () => void }) {
  const form = useForm({
    defaultValues: { decision, reason: '' },
    resolver: zodResolver(claimDecisionSchema),
  });
  const decide = useDecideClaim();
  const [refused, setRefused] = useState<string | null>(null);
  const words = WORDS[decision];
  const error = form.formState.errors.reason?.message;
  const submit = form.handleSubmit((input) =>
    decide.mutate(
      { claimId: claim.id, input },
      {
        onSuccess: () => {
          toast({
            title: `Request ${words.done}`,
            description: `${claim.employeeName} has been told.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (err) => setRefused(serverMessage(err, 'Please try again.')),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">
        {claim.employeeName} · {claim.title}, {shiftDay(claim)}, {shiftHours(claim)}
      </p>
      {refused && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {refused}
        </p>
      )}
      <div className="space-y-1.5">
        <Label htmlFor="claim-decision-reason">Reason (optional)</Label>
        <Textarea
          id="claim-decision-reason"
          rows={3}
          maxLength={TEXT_LIMITS.note}
          aria-invalid={error ? true : undefined}
          aria-describedby="claim-decision-hint"
          {...form.register('reason')}
        />
        <p id="claim-decision-hint" className="text-xs text-slate-500">
          {claim.employeeName} reads it with the decision.
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      <FormActions
        onCancel={onClose}
        submitLabel={words.submit}
        busyLabel={words.busy}
        busy={decide.isPending}
        destructive={decision === 'decline'}
      />
    </form>
  );
}

export function ClaimDecisionDialog({
  request,
  onClose,
}: {
  request: DecisionRequest | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={request ? WORDS[request.decision].title : ''}
    >
      {(close) =>
        request && (
          <DecisionForm
            key={`${request.claim.id}:${request.decision}`}
            {...request}
            onClose={close}
          />
        )
      }
    </FormDialog>
  );
}
