// DELETE /api/employee-invitations/{id}: allowed for pending and expired invitations.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@shared/validators/generated/wire';
import { apiRequest } from '@/lib/api-client';
import { invitationKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function useDeleteInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/api/employee-invitations/${id}`, messageResponse),
    onSuccess: () => {
      toast({ title: 'Invitation deleted successfully', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
    },
    onError: () => {
      toast({ title: 'Failed to delete invitation', variant: 'destructive' });
    },
  });
}
