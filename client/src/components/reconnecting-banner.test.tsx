// While the server answers 503 (its database away) or not at all: a quiet 'Reconnecting…' bar,
// and reads that load by themselves once it is back. (An open dialog keeping what was typed:
// request-time-off-dialog.test.tsx.)
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
});
