// PUT /api/employees/{id}: weekly hours limit, employee type, role, rate and qualifications.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeUpdate } from '@shared/validators/accounts';
import { managedEmployeeResponse } from '@shared/validators/generated/employees-responses';
import { apiRequest } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { serverMessage } from '@/lib/error-message';
import { employeeKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...update }: EmployeeUpdate & { id: number }) =>
      apiRequest('PUT', `/api/employees/${id}`, managedEmployeeResponse, update),
    onSuccess: (updated) => {
      toast({ title: 'Employee settings updated successfully', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      // A manager who edits their own role changes which dashboards they may open.
      setCurrentUser(queryClient, (me) => (me?.id === updated.id ? updated : me));
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to update employee'),
        variant: 'destructive',
      });
    },
  });
}
