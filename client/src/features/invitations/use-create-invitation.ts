// POST /api/employee-invitations: the server emails the link and answers with the invitation,
// whose token makes the URL shown for copying. Both the invitation and employee lists refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationInput } from '@shared/validators/accounts';
import { invitationResponse } from '@shared/validators/generated/invitations-responses';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { employeeKeys, invitationKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) =>
      apiRequest('POST', '/api/employee-invitations', invitationResponse, input),
    onSuccess: () => {
      toast({
        title: 'Invitation sent',
        description: 'Employee invitation created successfully',
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      void queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to send invitation'),
        variant: 'destructive',
      });
    },
  });
}
