// POST /api/logout, then forget everything this browser kept for the person. `sendWaiting` first
// sends what only this session may send (punches made offline) and says how many could not go:
// those are the one thing kept past sign-out, so the person is asked first (ADR 18).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageResponse } from '@shared/validators/generated/wire';
import { apiRequest } from '@/lib/api-client';
import { readCurrentUser } from '@/lib/current-user';
import { useForgetSignedInUser } from '@/lib/forget-signed-in-user';
import { toast } from '@/lib/toast';

export function useLogout(sendWaiting?: (userId: number) => Promise<number>) {
  const forget = useForgetSignedInUser();
  const queryClient = useQueryClient();
  // How many punches wait unsent while the person decides; null when nobody is asked.
  const [unsent, setUnsent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (options: { anyway?: boolean } | void) => {
      const user = readCurrentUser(queryClient);
      if (user && sendWaiting && !options?.anyway) {
        const left = await sendWaiting(user.id);
        if (left > 0) return { unsent: left };
      }
      await apiRequest('POST', '/api/logout', messageResponse);
      return { unsent: 0 };
    },
    onSuccess: (answer) => {
      if (answer.unsent > 0) return setUnsent(answer.unsent);
      setUnsent(null);
      forget();
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: error.message, variant: 'destructive' });
    },
  });
  return {
    signOut: () => mutation.mutate(),
    isPending: mutation.isPending,
    unsent,
    signOutAnyway: () => mutation.mutate({ anyway: true }),
    stay: () => setUnsent(null),
  };
}
