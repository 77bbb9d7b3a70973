// What a manager's first screens offer, and the two actions on them: a new confirmation link and
// the example week.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  exampleWeekResponse,
  onboardingResponse,
} from '@shared/validators/generated/signup-responses';
import { messageResponse } from '@shared/validators/generated/wire';
import { apiGet, apiRequest } from '@/lib/api-client';
import { employeeKeys, onboardingKeys, shiftKeys } from '@/lib/query-keys';
import { toast, toastError } from '@/lib/toast';

export function useOnboarding() {
  return useQuery({
    queryKey: onboardingKeys.status(),
    queryFn: () => apiGet('/api/organization/onboarding', onboardingResponse),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/signup/resend', messageResponse),
    onSuccess: ({ message }) => toast({ title: message }),
    onError: (error) => toastError('Could not send the link', error),
  });
}

export function useLoadExampleWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/organization/example-week', exampleWeekResponse),
    onSuccess: async ({ shifts, people, weekStart }) => {
      await Promise.all(
        [onboardingKeys.all, shiftKeys.all, employeeKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
      toast({
        title: 'Example week loaded',
        description: `${shifts} draft shifts for ${people} people in the week of ${weekStart}. Review them, then publish.`,
      });
    },
    onError: (error) => toastError('Could not load the example week', error),
  });
}
