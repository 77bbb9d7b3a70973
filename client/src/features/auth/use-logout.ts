// POST /api/logout, then forget everything this browser kept for the person.
import { useMutation } from '@tanstack/react-query';
import { messageResponse } from '@shared/validators/generated/wire';
import { apiRequest } from '@/lib/api-client';
import { useForgetSignedInUser } from '@/lib/forget-signed-in-user';
import { toast } from '@/lib/toast';

export function useLogout() {
  const forget = useForgetSignedInUser();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/logout', messageResponse),
    onSuccess: forget,
    onError: (error) => {
      toast({ title: 'Logout failed', description: error.message, variant: 'destructive' });
    },
  });
}
