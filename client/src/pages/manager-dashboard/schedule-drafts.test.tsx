import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { monthGrid } from '@/lib/calendar-periods';
import { monthOfWeek } from '@/lib/use-schedule-period';
import type { DraftSummary } from '@shared/validators/drafts';
import { type ApiCall, jsonResponse, mockApi, renderWithProviders, testShift } from '@/test/utils';
import { DraftActions } from '@/features/drafts/draft-actions';
import ScheduleTab from '@/features/schedule/schedule-tab';

// The schedule tab with the drafts' buttons composed in, as the manager's page does.
const scheduleWithDrafts = () => (
  <ScheduleTab drafts={(period) => <DraftActions period={period} />} />
);

const today = todayIn();
const monday = weekStart(today, MONDAY);
const sunday = addDaysIso(monday, 6);

const shift = (id: number, title: string, published: boolean) =>
  testShift(id, title, { published });

const summary: DraftSummary = {
  draftShifts: 2,
  draftChanges: 0,
  changes: 2,
  openPlaces: 0,
  openShifts: 0,
  recipients: [{ id: 7, firstName: 'Ana', lastName: 'Ruiz' }],
};

const none: DraftSummary = {
  draftShifts: 0,
  draftChanges: 0,
  changes: 0,
  openPlaces: 0,
  openShifts: 0,
  recipients: [],
};

/**
 * A server whose drafts are gone once published or discarded, as the real one's are. Its shift
 * reads after that wait for `release`, as a real network lets the small summary answer first.
 */
function serve(initial: DraftSummary, draftsIn?: { start: string; end: string }) {
  const calls: ApiCall[] = [];
  let drafts = initial;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  mockApi(async (call) => {
    calls.push(call);
    const { url, method } = call;
    if (url === '/api/schedule/publish' && method === 'POST') {
      drafts = none;
      return jsonResponse({ published: 2, notified: 1 });
    }
    if (url === '/api/schedule/discard-drafts' && method === 'POST') {
      drafts = none;
      return jsonResponse({ discarded: 2 });
    }
    if (url.startsWith('/api/schedule/drafts')) {
      const params = new URL(url, 'http://x').searchParams;
      const asked = { start: params.get('start'), end: params.get('end') };
      const holds = !draftsIn || (asked.start === draftsIn.start && asked.end === draftsIn.end);
      return jsonResponse(holds ? drafts : none);
    }
    if (url.startsWith('/api/shifts') && drafts !== initial) await released;
    if (url.startsWith('/api/shifts'))
      return jsonResponse([shift(1, 'Open', true), shift(2, 'Close', drafts !== initial)]);
    if (url === '/api/employees') return jsonResponse([]);
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
  return { calls, release };
}

const posted = (calls: ApiCall[], url: string) =>
  calls.filter((c) => c.method === 'POST' && c.url === url).map((c) => c.body);

describe('Weekly Schedule: drafts', () => {
  it('marks drafts and publishes the week after naming who will be notified', async () => {
    const { calls, release } = serve(summary);
    renderWithProviders(scheduleWithDrafts());
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.find((row) => row.textContent?.includes('Close'))).toHaveTextContent('Draft');
    expect(rows.find((row) => row.textContent?.includes('Open'))).not.toHaveTextContent('Draft');

    await userEvent.click(await screen.findByRole('button', { name: 'Publish 2 changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish schedule' });
    expect(within(dialog).getByRole('list', { name: 'Will be notified' })).toHaveTextContent(
      'Ana Ruiz',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish and notify' }));
    await waitFor(() =>
      expect(posted(calls, '/api/schedule/publish')).toEqual([
        { start: monday, end: sunday, notify: true },
      ]),
    );
    // The refetched summary holds no drafts, so the buttons and their dialog go before the week's
    // shifts are back: the toast must not depend on the dialog staying mounted.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument(),
    );
    release();
    expect(await screen.findByText('Schedule published')).toBeInTheDocument();
    expect(screen.getByText('2 changes published; 1 person notified.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument();
  });

  it('can publish without notifying', async () => {
    const { calls, release } = serve(summary);
    release();
    renderWithProviders(scheduleWithDrafts());
    await userEvent.click(await screen.findByRole('button', { name: 'Publish 2 changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish without notifying' }));
    await waitFor(() =>
      expect(posted(calls, '/api/schedule/publish')).toEqual([
        { start: monday, end: sunday, notify: false },
      ]),
    );
    expect(await screen.findByText('Schedule published')).toBeInTheDocument();
  });

  it('discards only after a confirmation', async () => {
    const { calls, release } = serve(summary);
    renderWithProviders(scheduleWithDrafts());
    await userEvent.click(await screen.findByRole('button', { name: 'Discard drafts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard drafts' });
    expect(posted(calls, '/api/schedule/discard-drafts')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard drafts' }));
    await waitFor(() =>
      expect(posted(calls, '/api/schedule/discard-drafts')).toEqual([
        { start: monday, end: sunday },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Discard drafts' })).not.toBeInTheDocument(),
    );
    release();
    expect(await screen.findByText('Drafts discarded')).toBeInTheDocument();
  });

  it('shows no Publish button while the period holds no drafts', async () => {
    serve(none);
    renderWithProviders(scheduleWithDrafts());
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard drafts' })).not.toBeInTheDocument();
  });

  it('warns how many places the drafts leave open before publishing', async () => {
    serve({ ...summary, openPlaces: 3, openShifts: 2 }).release();
    renderWithProviders(scheduleWithDrafts());
    await userEvent.click(await screen.findByRole('button', { name: 'Publish 2 changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish schedule' });
    expect(dialog).toHaveTextContent(
      '3 places are still open on 2 draft shifts. Employees see them unfilled once published.',
    );
  });

  it('says nothing of open places when every draft place is taken', async () => {
    serve(summary).release();
    renderWithProviders(scheduleWithDrafts());
    await userEvent.click(await screen.findByRole('button', { name: 'Publish 2 changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish schedule' });
    expect(dialog).not.toHaveTextContent('still open');
  });

  it("publishes from Team mode the drafts of the week on screen, not the month's", async () => {
    // Five weeks out: a week whose month is not today's month grid.
    const later = addDaysIso(monday, 35);
    const week = { start: later, end: addDaysIso(later, 6) };
    const { calls, release } = serve(summary, week);
    release();
    renderWithProviders(scheduleWithDrafts());
    await userEvent.click(screen.getByRole('button', { name: 'Team' }));
    for (let i = 0; i < 5; i++)
      await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish 2 changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish and notify' }));
    await waitFor(() =>
      expect(posted(calls, '/api/schedule/publish')).toEqual([{ ...week, notify: true }]),
    );
    expect(await screen.findByText('Schedule published')).toBeInTheDocument();
  });

  it('publishes and discards from Calendar mode the month on screen', async () => {
    const later = addDaysIso(monday, 35);
    const month = monthGrid(monthOfWeek(later, today, MONDAY), MONDAY);
    const { calls, release } = serve(summary, { start: month.start, end: month.end });
    release();
    renderWithProviders(scheduleWithDrafts());
    for (let i = 0; i < 5; i++)
      await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await userEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard drafts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard drafts' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard drafts' }));
    await waitFor(() =>
      expect(posted(calls, '/api/schedule/discard-drafts')).toEqual([
        { start: month.start, end: month.end },
      ]),
    );
  });

  it('opens no dialog by itself when the next period on screen holds drafts too', async () => {
    const month = monthGrid(monthOfWeek(monday, today, MONDAY), MONDAY);
    let weekPublished = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    mockApi(async ({ url, method }) => {
      if (url === '/api/schedule/publish' && method === 'POST') {
        weekPublished = true;
        return jsonResponse({ published: 2, notified: 1 });
      }
      if (url.startsWith('/api/schedule/drafts')) {
        const isMonth = url.includes(`start=${month.start}&end=${month.end}`);
        return jsonResponse(isMonth || !weekPublished ? summary : none);
      }
      // The week's shifts come back after the summary, as in the first test.
      if (url.startsWith('/api/shifts') && weekPublished) await released;
      if (url.startsWith('/api/shifts')) return jsonResponse([shift(1, 'Open', true)]);
      if (url === '/api/employees') return jsonResponse([]);
      return jsonResponse({ message: 'Not found' }, { status: 404 });
    });
    renderWithProviders(scheduleWithDrafts());
    await userEvent.click(await screen.findByRole('button', { name: 'Publish 2 changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish and notify' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument(),
    );
    release();
    expect(await screen.findByText('Schedule published')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(await screen.findByRole('button', { name: 'Publish 2 changes' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
