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
  const [sending, setSending] = useState(false);
  const mutation = useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout', messageResponse),
    onSuccess: () => {
      setUnsent(null);
      forget();
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: error.message, variant: 'destructive' });
    },
  });
  // The question comes before the sign-out and outside it: a mutation waits for a connection
  // before it starts, so asked inside one, a person offline (the very case) was never asked.
  const signOut = async () => {
    const user = readCurrentUser(queryClient);
    if (user && sendWaiting) {
      setSending(true);
      const left = await sendWaiting(user.id).finally(() => setSending(false));
      if (left > 0) return setUnsent(left);
    }
    mutation.mutate();
  };
  return {
    signOut: () => void signOut(),
    isPending: sending || mutation.isPending,
    unsent,
    signOutAnyway: () => mutation.mutate(),
    stay: () => setUnsent(null),
  };
}
