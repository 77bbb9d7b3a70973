// DELETE /api/users/{id}: removes the account for good, with its assignments, share links,
// recurring unavailability and pending requests (the server does it in one transaction).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@shared/validators/generated/wire';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-message';
import { employeeKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/users/${id}`, messageResponse),
    onSuccess: () => {
      toast({
        title: 'Employee deleted',
        description: 'Employee has been permanently removed from the system.',
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to delete employee'),
        variant: 'destructive',
      });
    },
  });
}
