// PUT /api/employees/{id}: weekly hours limit, employee type and role.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeUpdate } from '@shared/validators/accounts';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_KEY } from '@/lib/current-user';
import { serverMessage } from '@/lib/error-message';
import { employeeKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import type { Employee } from '@/lib/employees-query';

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...update }: EmployeeUpdate & { id: number }) =>
      apiRequest<Employee>('PUT', `/api/employees/${id}`, update),
    onSuccess: (updated) => {
      toast({ title: 'Employee settings updated successfully', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      // A manager who edits their own role changes which dashboards they may open.
      queryClient.setQueryData<Employee | null>(CURRENT_USER_KEY, (me) =>
        me?.id === updated.id ? updated : me,
      );
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
