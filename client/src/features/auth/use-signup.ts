// Sign-up's server calls: whether it is open, sending the form, and following the emailed link.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { SignupInput } from '@shared/validators/signup';
import { signupAvailabilityResponse } from '@shared/validators/generated/signup-responses';
import { messageResponse } from '@shared/validators/generated/wire';
import { apiGet, apiRequest } from '@/lib/api-client';
import { loadUserResponse, setCurrentUser } from '@/lib/current-user';
import { signupKeys } from '@/lib/query-keys';
import { paths } from '@/paths';

export function useSignupAvailability(enabled = true) {
  return useQuery({
    enabled,
    queryKey: signupKeys.availability(),
    queryFn: () => apiGet('/api/signup', signupAvailabilityResponse),
    // Set by the operator at start: it does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (input: SignupInput) => apiRequest('POST', '/api/signup', messageResponse, input),
    meta: { ignoreUnauthorized: true },
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('POST', '/api/signup/verify', loadUserResponse, { token }),
    meta: { ignoreUnauthorized: true },
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      navigate(paths.home, { replace: true });
    },
  });
}
