import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { currentUserKey } from '@/lib/query-keys';
import { makeEmployee, mockApi } from '@/test/utils';
import ManagerSettingsTab from './manager-settings-tab';

function renderAs(managesAllLocations: boolean) {
  // The answers never come: the test is about which reads the tab starts.
  const api = mockApi(() => new Promise<Response>(() => {}));
  const client = createQueryClient({ retryDelay: () => 0 });
  client.setQueryData(currentUserKey, {
    ...makeEmployee({ role: 'manager' }),
    managesAllLocations,
  });
  render(
    <QueryClientProvider client={client}>
      <ManagerSettingsTab />
    </QueryClientProvider>,
  );
  return api;
}

const NOTE = "Only a manager of every location can change the organization's settings.";

describe('ManagerSettingsTab', () => {
  it("keeps the organization's settings and integrations from a manager of some locations", async () => {
    const api = renderAs(false);
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    // Their own notification settings are read: by then every read the tab starts has started.
    await waitFor(() => expect(api).toHaveBeenCalled());
    const asked = api.mock.calls.map(([url]) => String(url));
    expect(asked.some((url) => url.startsWith('/api/api-tokens'))).toBe(false);
    expect(asked.some((url) => url.startsWith('/api/webhooks'))).toBe(false);
    expect(asked.some((url) => url.startsWith('/api/organization-settings'))).toBe(false);
  });

  it('shows them to a manager of every location', async () => {
    const api = renderAs(true);
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(api.mock.calls.some(([url]) => String(url).startsWith('/api/api-tokens'))).toBe(true),
    );
  });
});
