// POST /api/login: on success the returned user becomes the cached current user and the app
// opens at /, where the user's role picks the dashboard.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { LoginInput } from '@shared/validators/auth';
import { apiRequest } from '@/lib/api-client';
import { loadUserResponse, setCurrentUser } from '@/lib/current-user';
import { toast } from '@/lib/toast';
import { paths } from '@/paths';

export function useLogin() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (credentials: LoginInput) =>
      apiRequest('POST', '/api/login', loadUserResponse, credentials),
    // A 401 here means wrong credentials, not an expired session.
    meta: { ignoreUnauthorized: true },
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      navigate(paths.home);
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: error.message, variant: 'destructive' });
    },
  });
}
