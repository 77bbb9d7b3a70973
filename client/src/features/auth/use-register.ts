// POST /api/register: the invited person's account. The server signs them in, so the returned
// user becomes the cached current user; the invitation is used up, so its token is forgotten.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { RegistrationInput } from '@shared/validators/accounts';
import { apiRequest } from '@/lib/api-client';
import { loadUserResponse, setCurrentUser } from '@/lib/current-user';
import { clearInvitationToken } from '@/lib/invitation-token';
import { toast } from '@/lib/toast';
import { paths } from '@/paths';

export function useRegister() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: RegistrationInput) =>
      apiRequest('POST', '/api/register', loadUserResponse, input),
    // Public: nobody is signed in yet, so a 401 cannot mean an expired session.
    meta: { ignoreUnauthorized: true },
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      clearInvitationToken();
      navigate(paths.home);
    },
    onError: (error) => {
      toast({ title: 'Registration failed', description: error.message, variant: 'destructive' });
    },
  });
}
