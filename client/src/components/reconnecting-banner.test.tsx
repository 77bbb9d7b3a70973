// While the server answers 503 (its database away) or not at all: a quiet 'Reconnecting…' bar,
// reads that load by themselves once it is back, and an open dialog that keeps what was typed.
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RequestTimeOffDialog } from '@/features/time-off/request-time-off-dialog';
import { apiGet } from '@/lib/api-client';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/utils';
import { ReconnectingBanner } from './reconnecting-banner';

const AWAY =
  'The database is unreachable right now. Nothing was changed; please try again in a moment.';
const away = () => jsonResponse({ message: AWAY, requestId: 'r-1' }, { status: 503 });

function Greeting() {
  const { data } = useQuery({
    queryKey: ['test', 'greeting'],
    queryFn: () => apiGet('/api/greeting', z.object({ text: z.string() })),
  });
  return <p>{data?.text ?? 'No greeting yet'}</p>;
}

describe('Reconnecting banner', () => {
  it('shows while the database is away, and goes once it is back, loading what failed', async () => {
    let back = false;
    mockApi(({ url }) => {
      if (url === '/readyz') return back ? jsonResponse({ status: 'ready' }) : away();
      return back ? jsonResponse({ text: 'Hello again' }) : away();
    });
    renderWithProviders(
      <>
        <Greeting />
        <ReconnectingBanner probeDelaysMs={[0]} />
      </>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Reconnecting…');
    expect(screen.getByText('No greeting yet')).toBeInTheDocument();

    back = true;
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('shows when no answer comes at all', async () => {
    mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(
      <>
        <Greeting />
        <ReconnectingBanner probeDelaysMs={[60_000]} />
      </>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Reconnecting…');
  });

  it('keeps an open dialog and what was typed when sending it meets a 503, and says why', async () => {
    const api = mockApi(() => away());
    renderWithProviders(
      <>
        <RequestTimeOffDialog open onOpenChange={() => {}} employeeId={7} today="2030-01-02" />
        <ReconnectingBanner probeDelaysMs={[60_000]} />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Request Time Off' });
    const d = within(dialog);
    await userEvent.type(d.getByLabelText('Reason'), 'Family wedding in Ohio');
    await userEvent.click(d.getByRole('button', { name: 'Submit Request' }));

    const toast = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(toast).findByText(AWAY)).toBeInTheDocument();
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request Time Off' })).toBeInTheDocument();
    expect(d.getByLabelText('Reason')).toHaveValue('Family wedding in Ohio');
    // Sent once: a write is never retried behind the person's back.
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });
});
