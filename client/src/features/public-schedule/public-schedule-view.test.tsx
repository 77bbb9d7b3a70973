import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, toIsoDate, weekStart, MONDAY } from '@shared/domain/dates';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/utils';
import PublicScheduleView from './public-schedule-view';

const today = toIsoDate(new Date());
const monday = weekStart(today, MONDAY);

const shift = (overrides = {}) => ({
  title: 'Front Desk',
  date: monday,
  startTime: '09:00',
  endTime: '10:30',
  duration: 90,
  stationNumber: 2,
  notes: 'Bring keys',
  color: 'blue',
  position: null,
  location: null,
  locationTimeZone: 'UTC',
  ...overrides,
});

/** Past is judged on the clock where each shift is worked: this sets that clock to noon on `date`. */
function clockAt(date: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${date}T12:00:00Z`));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PublicScheduleView', () => {
  it("shows the person's week with stations, notes and Past tags", async () => {
    clockAt(addDaysIso(monday, 1));
    const api = mockApi(() =>
      jsonResponse({
        employee: { firstName: 'Robin', lastName: 'Diaz' },
        today: addDaysIso(monday, 1),
        weekStartsOn: 1,
        schedule: [
          shift({ position: 'Front desk' }),
          shift({ title: 'Close', date: addDaysIso(monday, 3), notes: null }),
        ],
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
    expect(items[0]).toHaveTextContent('Close');
    expect(items[0]).not.toHaveTextContent('Past');
    expect(items[1]).toHaveTextContent('Front Desk');
    expect(items[1]).toHaveTextContent('9:00 AM – 10:30 AM');
    expect(items[1]).toHaveTextContent('Front desk');
    expect(items[0]).not.toHaveTextContent('Front desk');
    expect(items[1]).toHaveTextContent('Station 2');
    expect(items[1]).toHaveTextContent('Bring keys');
    expect(items[1]).toHaveTextContent('Past');
  });

  it("names each shift's location when the team has several, and judges past where it is worked", async () => {
    // 12:00 UTC: already the next day in Kiritimati (UTC+14), still this day in Pago Pago (UTC-11).
    clockAt(addDaysIso(monday, 1));
    mockApi(() =>
      jsonResponse({
        employee: { firstName: 'Robin', lastName: 'Diaz' },
        today: addDaysIso(monday, 1),
        weekStartsOn: 1,
        schedule: [
          shift({
            title: 'Atoll',
            date: addDaysIso(monday, 1),
            location: 'Atoll',
            locationTimeZone: 'Pacific/Kiritimati',
          }),
          shift({
            title: 'Harbour',
            date: addDaysIso(monday, 1),
            location: 'Harbour',
            locationTimeZone: 'Pacific/Pago_Pago',
          }),
        ],
      }),
    );
    renderWithProviders(<PublicScheduleView token="tok" />);
    const list = await screen.findByRole('region', { name: 'Upcoming Shifts' });
    const [harbour, atoll] = within(list).getAllByRole('listitem');
    expect(harbour).toHaveTextContent('Location: Harbour');
    expect(harbour).not.toHaveTextContent('Past');
    expect(atoll).toHaveTextContent('Location: Atoll');
    expect(atoll).toHaveTextContent('Past');
  });

  it('lists the shifts ahead first by date then start time, and the past ones after them', async () => {
    const day = (n: number) => addDaysIso(monday, n);
    clockAt(day(2));
    mockApi(() =>
      jsonResponse({
        employee: { firstName: 'Robin', lastName: 'Diaz' },
        today: day(2),
        weekStartsOn: 1,
        // In the order the server sends them: by date, then start time.
        schedule: [
          shift({ title: 'Past early', date: day(0), startTime: '07:00' }),
          shift({ title: 'Past late', date: day(1), startTime: '18:00' }),
          shift({ title: 'Today late', date: day(2), startTime: '17:00' }),
          shift({ title: 'Today early', date: day(2), startTime: '08:00' }),
          shift({ title: 'Friday', date: day(4), startTime: '06:00' }),
        ],
      }),
    );
    renderWithProviders(<PublicScheduleView token="tok" />);
    const list = await screen.findByRole('region', { name: 'Upcoming Shifts' });
    const titles = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Today early', 'Today late', 'Friday', 'Past early', 'Past late']);
    const tagged = within(list)
      .getAllByRole('listitem')
      .map((item) => within(item).queryByText('Past') !== null);
    expect(tagged).toEqual([false, false, false, true, true]);
  });

  it('lists the day chosen in the calendar below it', async () => {
    const theirToday = addDaysIso(monday, 1);
    clockAt(theirToday);
    mockApi(() =>
      jsonResponse({
        employee: { firstName: 'Robin', lastName: 'Diaz' },
        today: theirToday,
        weekStartsOn: 1,
        schedule: [shift({ date: theirToday, startTime: '13:30' })],
      }),
    );
    renderWithProviders(<PublicScheduleView token="tok" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Calendar' }));
    const grid = await screen.findByRole('grid');
    const cell = within(grid)
      .getAllByRole('gridcell')
      .find((day) => day.dataset.day === theirToday)!;
    // Today is focusable and chosen until another day is.
    expect(cell).toHaveAttribute('tabindex', '0');
    expect(cell).toHaveTextContent('1:30p1:30 PM Front Desk');
    const listed = () => screen.getByRole('region', { name: /^Shifts on / });
    expect(listed()).toHaveTextContent('Front Desk');
    expect(listed()).toHaveTextContent('1:30 PM – 10:30 AM');
    cell.focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(listed()).toHaveTextContent('No shifts on this day');
    await userEvent.keyboard('{ArrowLeft} ');
    expect(listed()).toHaveTextContent('Station 2');
  });

  it('says when the week is empty, and steps to the next week', async () => {
    const api = mockApi(() =>
      jsonResponse({
        employee: { firstName: 'Robin', lastName: null },
        today,
        weekStartsOn: 1,
        schedule: [],
      }),
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
        weekStartsOn: 1,
        schedule: [],
      }),
    );
    renderWithProviders(<PublicScheduleView token="tok" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Today' }));
    await vi.waitFor(() =>
      expect(String(api.mock.calls.at(-1)![0])).toContain(`start=${weekStart(theirToday, MONDAY)}`),
    );
  });

  it("lays weeks and the month out from the organization's first weekday", async () => {
    const sunday = weekStart(today, 0);
    const api = mockApi(() =>
      jsonResponse({
        employee: { firstName: 'Robin', lastName: null },
        today,
        weekStartsOn: 0,
        schedule: [],
      }),
    );
    renderWithProviders(<PublicScheduleView token="tok" />);
    await vi.waitFor(() =>
      expect(String(api.mock.calls.at(-1)![0])).toContain(
        `start=${sunday}&end=${addDaysIso(sunday, 6)}`,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Calendar' }));
    const headers = await screen.findAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('Sun');
    expect(headers[6]).toHaveTextContent('Sat');
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
