// Sending a swap or cover request: the reason is a react-hook-form field checked, with the rest of
// the request the dialog has chosen, by the schema the server parses the request with, so the
// dialog accepts what the API accepts and sends the reason trimmed. The outcome is toasted.
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createSwapSchema, type CreateSwapInput } from '@shared/validators/swaps';
import { schemaResolver } from '@/lib/schema-resolver';
import { toastOutcome } from './toast-outcome';
import { useCreateSwapRequest } from './use-swap-mutations';

type ReasonForm = { reason: string };

/** The request as far as the dialog's choices go; what is still missing is left undefined. */
export type SwapChoices = {
  [Field in keyof Omit<CreateSwapInput, 'reason' | 'requestingEmployeeId'>]:
    CreateSwapInput[Field] | undefined;
};

export interface SendWords {
  /** What the dialog says when the reason, or a choice it needs, is missing. */
  missing: string;
  sent: string;
  failed: string;
}

export function useSendSwapRequest(choices: SwapChoices, words: SendWords, onSent: () => void) {
  const create = useCreateSwapRequest();
  const form = useForm<ReasonForm, unknown, z.output<typeof createSwapSchema>>({
    defaultValues: { reason: '' },
    resolver: schemaResolver(createSwapSchema, ({ reason }: ReasonForm) => ({
      ...choices,
      reason,
    })),
  });
  const { errors } = form.formState;
  // The schema's words for a missing part are general; each dialog names what it asks for. A reason
  // over the length limit keeps the server's own message.
  const problem =
    errors.reason?.type === 'too_big'
      ? (errors.reason.message ?? null)
      : Object.keys(errors).length > 0
        ? words.missing
        : null;

  return {
    reason: form.register('reason'),
    problem,
    sending: create.isPending,
    send: form.handleSubmit((input) =>
      create.mutate(input, toastOutcome(words.sent, words.failed, onSent)),
    ),
    clearProblem: () => form.clearErrors(),
  };
}

export type SwapRequestSender = ReturnType<typeof useSendSwapRequest>;
