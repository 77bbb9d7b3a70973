// POST /api/logout, then forget everything kept for this user: the query cache, the service
// worker's offline copy of their schedule, and what this browser remembers for them: whatever the
// client keeps belongs to one signed-in person, and the next person on this device must not see it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { messageResponse } from '@shared/validators/generated/wire';
import { apiRequest } from '@/lib/api-client';
import { readCurrentUser, setCurrentUser } from '@/lib/current-user';
import { clearOfflineData } from '@/lib/service-worker';
import { clearUserStorage } from '@/lib/storage-keys';
import { toast } from '@/lib/toast';
import { paths } from '@/paths';

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout', messageResponse),
    onSuccess: () => {
      const user = readCurrentUser(queryClient);
      if (user) clearUserStorage(user.id);
      void clearOfflineData();
      queryClient.clear();
      // Known signed out: the sign-in page needs no second trip to /api/user.
      setCurrentUser(queryClient, null);
      navigate(paths.auth);
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: error.message, variant: 'destructive' });
    },
  });
}
