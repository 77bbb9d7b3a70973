// PUT /api/preferences/hours: the signed-in person's own minimum and target weekly hours. The
// answer updates the signed-in user, whose read carries them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WantedHoursInput } from '@shared/validators/preferences';
import { wantedHoursResponse } from '@shared/validators/generated/preferences-responses';
import { apiRequest } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/current-user';
import { employeeKeys } from '@/lib/query-keys';

export function useSaveWantedHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WantedHoursInput) =>
      apiRequest('PUT', '/api/preferences/hours', wantedHoursResponse, input),
    onSuccess: ({ minHours, targetHours }) => {
      setCurrentUser(client, (me) => me && { ...me, minHours, targetHours });
      // A manager's team list shows them too.
      void client.invalidateQueries({ queryKey: employeeKeys.all });
    },
  });
}
