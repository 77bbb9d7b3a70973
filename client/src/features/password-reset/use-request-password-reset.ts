// POST /api/password-reset: the server answers the same whether or not the account exists, so the
// success message is all there is to show.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { messageResponse } from '@shared/validators/generated/wire';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('POST', '/api/password-reset', messageResponse, { email }),
    // Public: a 401 cannot mean an expired session.
    meta: { ignoreUnauthorized: true },
    onSuccess: ({ message }) => {
      toast({ title: 'Password reset sent', description: message, variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to send password reset email'),
        variant: 'destructive',
      });
    },
  });
}
