import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDaysIso, toIsoDate, weekStart } from '@shared/domain/dates';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/utils';
import PublicScheduleView from './public-schedule-view';

const today = toIsoDate(new Date());
const monday = weekStart(today);

const shift = (overrides = {}) => ({
  title: 'Front Desk',
  date: monday,
  startTime: '09:00',
  endTime: '10:30',
  duration: 90,
  stationNumber: 2,
  notes: 'Bring keys',
  color: 'blue',
  ...overrides,
});

describe('PublicScheduleView', () => {
  it("shows the person's week by date then time, with stations, notes and Past tags", async () => {
    const api = mockApi(() =>
      jsonResponse({
        employee: { firstName: 'Robin', lastName: 'Diaz' },
        today: addDaysIso(monday, 1),
        schedule: [shift(), shift({ title: 'Close', date: addDaysIso(monday, 3), notes: null })],
      }),
    );
    renderWithProviders(<PublicScheduleView token="tok" />);
    expect(await screen.findByRole('heading', { name: "Robin Diaz's Schedule" })).toBeVisible();
    expect(screen.getByText('Viewing shared schedule')).toBeInTheDocument();
    expect(String(api.mock.calls[0]![0])).toBe(
      `/api/public/schedule/tok?start=${monday}&end=${addDaysIso(monday, 6)}`,
    );
    const items = within(screen.getByRole('region', { name: 'Upcoming Shifts' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Front Desk');
    expect(items[0]).toHaveTextContent('9:00 AM – 10:30 AM');
    expect(items[0]).toHaveTextContent('Station 2');
    expect(items[0]).toHaveTextContent('Bring keys');
    expect(items[0]).toHaveTextContent('Past');
    expect(items[1]).toHaveTextContent('Close');
    expect(items[1]).not.toHaveTextContent('Past');
  });

  it('says when the week is empty, and steps to the next week', async () => {
    const api = mockApi(() =>
      jsonResponse({ employee: { firstName: 'Robin', lastName: null }, today, schedule: [] }),
    );
    renderWithProviders(<PublicScheduleView token="tok" />);
    expect(await screen.findByText('No shifts scheduled for this week')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await vi.waitFor(() =>
      expect(String(api.mock.calls.at(-1)![0])).toContain(`start=${addDaysIso(monday, 7)}`),
    );
  });

  it("returns Today to the week holding the organization's today", async () => {
    const theirToday = addDaysIso(monday, 23);
    const api = mockApi(() =>
      jsonResponse({
        employee: { firstName: 'Robin', lastName: null },
        today: theirToday,
        schedule: [],
      }),
    );
    renderWithProviders(<PublicScheduleView token="tok" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Today' }));
    await vi.waitFor(() =>
      expect(String(api.mock.calls.at(-1)![0])).toContain(`start=${weekStart(theirToday)}`),
    );
  });

  it.each([
    [404, 'Invalid or expired share link'],
    [500, 'Failed to fetch schedule'],
  ])('answers a %i with Share Link Error and %s', async (status, message) => {
    mockApi(() => jsonResponse({ message: 'nope' }, { status }));
    renderWithProviders(<PublicScheduleView token="tok" />);
    expect(await screen.findByRole('heading', { name: 'Share Link Error' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});
