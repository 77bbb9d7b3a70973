// POST /api/password-reset/verify. A refusal means the link is used, expired or unknown (the
// server says which): the page then shows the invalid-link screen. Without an answer (network
// down, server error) or when rate limited, the link may still be good, so the form stays.
import { useMutation } from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { messageResponse } from '@shared/validators/generated/wire';

const TOO_MANY_REQUESTS = 429;

export function useResetPassword({ onLinkRefused }: { onLinkRefused: () => void }) {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      apiRequest('POST', '/api/password-reset/verify', messageResponse, input),
    // Public: a 401 cannot mean an expired session.
    meta: { ignoreUnauthorized: true },
    onSuccess: () => {
      toast({
        title: 'Password reset successful!',
        description: 'Your password has been updated. You can now log in with your new password.',
        variant: 'success',
      });
    },
    onError: (error) => {
      const answered = error instanceof ApiError ? error : null;
      if (answered && answered.status < 500 && answered.status !== TOO_MANY_REQUESTS) {
        toast({
          title: 'Reset failed',
          description: answered.message || 'Unable to reset password. The link may be expired.',
          variant: 'destructive',
        });
        onLinkRefused();
        return;
      }
      toast({
        title: 'Error',
        description:
          answered?.status === TOO_MANY_REQUESTS
            ? answered.message
            : 'Failed to reset password. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
