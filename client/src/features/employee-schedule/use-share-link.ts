// The caller's share link: read it, generate, regenerate or disable it. Each
// change answers with the new state, which replaces the cached one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { sharingKeys } from '@/lib/query-keys';
import { shareLinksResponse } from '@shared/validators/generated/sharing';
import type { ShareLinksResponse } from '@shared/validators/sharing';
import { toast } from '@/lib/toast';

/** `calendarUrl`: the same link as an iCalendar feed to subscribe to. */
export type ShareLink = ShareLinksResponse;

const shareLinkQuery = () =>
  queryOptions({
    queryKey: sharingKeys.shareLink(),
    queryFn: () => apiGet('/api/share-token/current', shareLinksResponse),
  });

export const useShareLink = (enabled: boolean) => useQuery({ ...shareLinkQuery(), enabled });

const ACTIONS = {
  generate: {
    method: 'POST',
    url: '/api/share-token/generate',
    failure: 'Failed to generate share link',
  },
  regenerate: {
    method: 'POST',
    url: '/api/share-token/regenerate',
    failure: 'Failed to regenerate share link',
  },
  disable: { method: 'DELETE', url: '/api/share-token', failure: 'Failed to disable share link' },
} as const;

export type ShareAction = keyof typeof ACTIONS;

export function useShareLinkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ShareAction) =>
      apiRequest(ACTIONS[action].method, ACTIONS[action].url, shareLinksResponse),
    onSuccess: (link) => queryClient.setQueryData(sharingKeys.shareLink(), link),
    onError: (error, action) =>
      toast({ title: ACTIONS[action].failure, description: error.message, variant: 'destructive' }),
  });
}
