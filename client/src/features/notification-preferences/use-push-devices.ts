// The devices that take the signed-in person's pushes: listing, adding this one, removing any.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  pushDeviceListResponse,
  pushDeviceResponse,
  pushPublicKeyResponse,
} from '@shared/validators/generated/push-responses';
import { messageResponse } from '@shared/validators/generated/wire';
import { apiGet, apiRequest } from '@/lib/api-client';
import { pushKeys } from '@/lib/query-keys';
import { toast, toastError } from '@/lib/toast';

export const usePushDevices = () =>
  useQuery({
    queryKey: pushKeys.devices(),
    queryFn: ({ signal }) =>
      apiGet('/api/push/subscriptions', pushDeviceListResponse, undefined, signal),
  });

/** The server's key as the bytes PushManager.subscribe() takes. */
function keyBytes(base64Url: string) {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

export class PermissionRefusedError extends Error {}

/**
 * Asks the browser for permission, subscribes it and has the server keep the subscription. Must
 * start from the person's click: the permission request comes first, before any await, so the
 * browser sees the gesture that asked for it.
 */
async function subscribeThisDevice() {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionRefusedError();
  const [{ publicKey }, registration] = await Promise.all([
    apiGet('/api/push/public-key', pushPublicKeyResponse),
    navigator.serviceWorker.ready,
  ]);
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  return apiRequest('POST', '/api/push/subscriptions', pushDeviceResponse, subscription.toJSON());
}

export function useSubscribeThisDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeThisDevice,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pushKeys.devices() });
      toast({
        title: 'Notifications on',
        description: 'This device will get Shynk notifications.',
        variant: 'success',
      });
    },
    onError: (error) => {
      if (error instanceof PermissionRefusedError) {
        toast({
          title: 'Notifications are blocked',
          description: "Allow notifications for Shynk in this browser's site settings.",
          variant: 'destructive',
        });
      } else toastError('Could not turn on notifications on this device', error);
    },
  });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest('DELETE', `/api/push/subscriptions/${id}`, messageResponse),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: pushKeys.devices() }),
    onError: (error) => toastError('Could not remove the device', error),
  });
}
