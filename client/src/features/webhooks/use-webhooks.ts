// /api/webhooks: the organization's endpoints, their changes, and each one's delivery log.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhook } from '@shared/validators/webhooks';
import {
  webhookDeliveryListResponse,
  webhookDeliveryResponse,
  webhookEndpointListResponse,
  webhookEndpointResponse,
  webhookSecretResponse,
} from '@shared/validators/generated/webhooks';
import { apiGet, apiRequest } from '@/lib/api-client';
import { webhookKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

const endpointsQuery = () =>
  queryOptions({
    queryKey: webhookKeys.all,
    queryFn: () => apiGet('/api/webhooks', webhookEndpointListResponse),
  });
export const useWebhookEndpoints = () => useQuery(endpointsQuery());

const deliveriesQuery = (endpointId: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: () => apiGet(`/api/webhooks/${endpointId}/deliveries`, webhookDeliveryListResponse),
  });
export const useWebhookDeliveries = (endpointId: number) => useQuery(deliveriesQuery(endpointId));

function useRefreshingMutation<I, O>(mutationFn: (input: I) => Promise<O>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
    onError: (error) =>
      toast({ title: failure, description: error.message, variant: 'destructive' }),
  });
}

export const useAddWebhook = () =>
  useRefreshingMutation(
    (input: CreateWebhook) => apiRequest('POST', '/api/webhooks', webhookSecretResponse, input),
    'Failed to add the endpoint',
  );

export const useSetWebhookEnabled = () =>
  useRefreshingMutation(
    ({ id, enabled }: { id: number; enabled: boolean }) =>
      apiRequest('PATCH', `/api/webhooks/${id}`, webhookEndpointResponse, { enabled }),
    'Failed to change the endpoint',
  );

export const useRotateWebhookSecret = () =>
  useRefreshingMutation(
    (id: number) => apiRequest('POST', `/api/webhooks/${id}/rotate-secret`, webhookSecretResponse),
    'Failed to rotate the secret',
  );

export const useDeleteWebhook = () =>
  useRefreshingMutation(
    (id: number) => apiRequest('DELETE', `/api/webhooks/${id}`, webhookEndpointResponse),
    'Failed to remove the endpoint',
  );

export const useRedeliver = () =>
  useRefreshingMutation(
    ({ endpointId, deliveryId }: { endpointId: number; deliveryId: number }) =>
      apiRequest(
        'POST',
        `/api/webhooks/${endpointId}/deliveries/${deliveryId}/redeliver`,
        webhookDeliveryResponse,
      ),
    'Failed to redeliver',
  );
