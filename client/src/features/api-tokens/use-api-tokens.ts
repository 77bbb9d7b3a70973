// GET, POST and DELETE /api/api-tokens: the organization's tokens, one made, one revoked.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateApiToken } from '@shared/validators/api-tokens';
import {
  apiTokenListResponse,
  apiTokenResponse,
  createdApiTokenResponse,
} from '@shared/validators/generated/api-tokens';
import { apiGet, apiRequest } from '@/lib/api-client';
import { apiTokenKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

const apiTokensQuery = () =>
  queryOptions({
    queryKey: apiTokenKeys.all,
    queryFn: () => apiGet('/api/api-tokens', apiTokenListResponse),
  });

export const useApiTokens = () => useQuery(apiTokensQuery());

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiToken) =>
      apiRequest('POST', '/api/api-tokens', createdApiTokenResponse, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/api-tokens/${id}`, apiTokenResponse),
    onSuccess: (token) => {
      toast({ title: 'Token revoked', description: token.name, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: apiTokenKeys.all });
    },
    onError: (error) =>
      toast({
        title: 'Failed to revoke token',
        description: error.message,
        variant: 'destructive',
      }),
  });
}
