import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_INDICATOR_MS } from '@/lib/use-copy-to-clipboard';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/utils';
import { ShareScheduleDialog } from './share-schedule-dialog';

const link = (token: string) => ({
  hasToken: true,
  shareUrl: `https://shynk.test/public-schedule/${token}`,
  calendarUrl: `https://shynk.test/api/public/schedule/${token}.ics`,
});
const none = { hasToken: false, shareUrl: null, calendarUrl: null };
const WEEK = { start: '2030-01-07', end: '2030-01-13' };

afterEach(() => vi.useRealTimers());

describe('ShareScheduleDialog', () => {
  it('generates, regenerates and disables the link', async () => {
    const api = mockApi(({ method, url }) => {
      if (url === '/api/share-token/current') return jsonResponse(none);
      if (method === 'POST' && url === '/api/share-token/generate')
        return jsonResponse(link('first'));
      if (method === 'POST' && url === '/api/share-token/regenerate')
        return jsonResponse(link('second'));
      if (method === 'DELETE' && url === '/api/share-token') return jsonResponse(none);
      return jsonResponse({ message: 'Not found' }, { status: 404 });
    });
    renderWithProviders(<ShareScheduleDialog open onOpenChange={() => {}} exportRange={WEEK} />);
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Schedule' });

    // The shifts on screen download as a CSV, link or no link.
    const download = within(dialog).getByRole('link', { name: 'Download my shifts (CSV)' });
    expect(download).toHaveAttribute(
      'href',
      '/api/my-shifts/export.csv?start=2030-01-07&end=2030-01-13',
    );
    expect(download).toHaveAttribute('download');

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Generate Link' }));
    expect(await within(dialog).findByLabelText('Share link')).toHaveValue(link('first').shareUrl);
    expect(within(dialog).getByLabelText('Calendar feed')).toHaveValue(link('first').calendarUrl);
    expect(within(dialog).getByText('Subscribe in your calendar app')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate Link' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByLabelText('Share link')).toHaveValue(link('second').shareUrl),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable Link' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Generate Link' }),
    ).toBeInTheDocument();
    expect(api.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)).toEqual([
      'GET /api/share-token/current',
      'POST /api/share-token/generate',
      'POST /api/share-token/regenerate',
      'DELETE /api/share-token',
    ]);
  });

  it("shows 'Copied!' for 2 seconds after copying", async () => {
    mockApi(() => jsonResponse(link('abc')));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<ShareScheduleDialog open onOpenChange={() => {}} exportRange={WEEK} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Share link');
    const [copy] = within(dialog).getAllByRole('button', { name: /^Copy/ });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(copy!);
    expect(writeText).toHaveBeenCalledWith(link('abc').shareUrl);
    expect(copy).toHaveTextContent('Copied!');
    await act(() => vi.advanceTimersByTimeAsync(COPIED_INDICATOR_MS));
    expect(copy).toHaveTextContent('Copy');
    expect(copy).not.toHaveTextContent('Copied!');
  });

  it('says when a link cannot be made', async () => {
    mockApi(({ url }) =>
      url === '/api/share-token/current'
        ? jsonResponse(none)
        : jsonResponse({ message: 'Database unavailable' }, { status: 500 }),
    );
    renderWithProviders(<ShareScheduleDialog open onOpenChange={() => {}} exportRange={WEEK} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Link' }));
    expect(await screen.findByText('Failed to generate share link')).toBeInTheDocument();
  });
});
