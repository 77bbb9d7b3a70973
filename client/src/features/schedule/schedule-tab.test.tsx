import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import {
  monthDays,
  monthGrid,
  monthHeading,
  monthOf,
  stepMonth,
  weekHeading,
} from '@/lib/calendar-periods';
import { monthOfWeek } from '@/lib/use-schedule-period';
import {
  jsonResponse,
  makeEmployee,
  makeOrganizationSettings,
  mockApi,
  renderWithProviders,
  testShift,
} from '@/test/utils';
import ScheduleTab from './schedule-tab';
import type { Shift } from './shift';

const today = todayIn();
const monday = weekStart(today, MONDAY);

/** A morning shift today for two people; `overrides` change the rest. */
const makeShift = (overrides: Partial<Shift> = {}): Shift =>
  testShift(1, 'Morning', {
    employeesPerStation: 2,
    startTime: '09:00',
    endTime: '10:30',
    duration: 90,
    ...overrides,
  });

const badge = 'span:not(.sr-only)';
const ivy = { id: 7, firstName: 'Ivy', lastName: 'Nguyen', email: 'ivy@example.com' };

const weekUrl = (start: string) => `/api/shifts/range?start=${start}&end=${addDaysIso(start, 6)}`;
/** A range read of one Monday-Sunday week (the month reads span more). */
const isWeekRead = (url: string) => {
  const params = new URL(url, 'http://x').searchParams;
  const start = params.get('start');
  return url.startsWith('/api/shifts/range') && !!start && url === weekUrl(start);
};

const NOTHING_OPEN = { lastShiftDate: null, lastOpenDate: null };

function serve(shifts: Shift[], openPlaces: object = NOTHING_OPEN) {
  return mockApi(({ url }) => {
    if (url === '/api/auto-schedule/open-places') return jsonResponse(openPlaces);
    if (url === weekUrl(monday)) return jsonResponse(shifts);
    if (isWeekRead(url)) return jsonResponse([]);
    if (url.startsWith('/api/shifts/range')) return jsonResponse(shifts);
    if (url === '/api/employees') return jsonResponse([makeEmployee(ivy)]);
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
}

describe('ScheduleTab list view', () => {
  it("shows each shift's date, time, staffing and an understaffed warning", async () => {
    serve([
      makeShift({ id: 1, assignedEmployees: [ivy] }),
      makeShift({ id: 2, title: 'Close', numberOfStations: 0, assignedEmployees: [ivy] }),
      makeShift({ id: 3, title: 'Event night', color: 'nonsense' }),
    ]);
    renderWithProviders(<ScheduleTab />);

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('9:00 AM – 10:30 AM');
    expect(rows[0]).toHaveTextContent('Ivy Nguyen');
    expect(rows[0]).toHaveTextContent('Understaffed (1/2)');
    // No stations: one person is the whole crew.
    expect(rows[1]).not.toHaveTextContent('Understaffed');
    expect(rows[2]).toHaveTextContent('No Employee');
    expect(within(rows[2]!).getByText('Event night', { selector: badge })).toHaveClass(
      'bg-slate-100',
    );
  });

  it('hides past shifts until Show Past Shifts is on, and says when the week is empty', async () => {
    const yesterday = addDaysIso(today, -1);
    serve([makeShift({ id: 1, title: 'Yesterday shift', date: yesterday })]);
    renderWithProviders(<ScheduleTab />);

    if (yesterday < monday) {
      // Today is Monday: yesterday belongs to last week, so this week is empty.
      expect(await screen.findByText('No shifts scheduled for this week')).toBeInTheDocument();
      return;
    }
    expect(await screen.findByText('No shifts scheduled for this week')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show Past Shifts' }));
    expect(
      within(screen.getByRole('table')).getByRole('button', { name: 'Edit Yesterday shift' }),
    ).toBeInTheDocument();
  });

  it('filters by chosen employees and steps to the next week', async () => {
    serve([
      makeShift({ id: 1, title: 'Ivy shift', assignedEmployees: [ivy] }),
      makeShift({ id: 2, title: 'Open shift' }),
    ]);
    renderWithProviders(<ScheduleTab />);
    const table = await screen.findByRole('table');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Ivy Nguyen' }));
    expect(within(table).getByRole('button', { name: 'Edit Ivy shift' })).toBeInTheDocument();
    expect(
      within(table).queryByRole('button', { name: 'Edit Open shift' }),
    ).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('No shifts scheduled for this week')).toBeInTheDocument();
  });

  it('shows the month as a Monday-first calendar whose chips open the shift', async () => {
    serve([
      makeShift({ id: 1, title: 'Ivy shift', assignedEmployees: [ivy] }),
      makeShift({ id: 2 }),
    ]);
    renderWithProviders(<ScheduleTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    const grid = await screen.findByRole('grid');
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    expect(within(grid).getAllByRole('gridcell').length % 7).toBe(0);
    const todayCell = within(grid)
      .getAllByRole('gridcell')
      .find((cell) => cell.getAttribute('aria-current') === 'date')!;
    expect(within(todayCell).getByRole('button', { name: /Ivy shift/ })).toHaveTextContent('Ivy');
    expect(within(todayCell).getByRole('button', { name: /Morning/ })).toHaveTextContent(
      'No Employee',
    );
    await userEvent.click(within(todayCell).getByRole('button', { name: /Ivy shift/ }));
    expect(await screen.findByRole('dialog', { name: 'Edit Shift' })).toBeInTheDocument();
  });

  it('reads the next month once the pointer is over Next month, before it is pressed', async () => {
    const api = serve([makeShift()]);
    renderWithProviders(<ScheduleTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    await screen.findByRole('grid');
    const { start, end } = monthGrid(stepMonth(monthOf(today), 1), MONDAY);
    const nextMonthUrl = `/api/shifts/range?start=${start}&end=${end}`;
    const reads = () => api.mock.calls.filter(([url]) => url === nextMonthUrl).length;
    expect(reads()).toBe(0);
    await userEvent.hover(screen.getByRole('button', { name: 'Next month' }));
    expect(reads()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(
      await screen.findByRole('grid', { name: monthHeading(stepMonth(monthOf(today), 1)) }),
    ).toBeInTheDocument();
    // Pressing it used the read already made.
    expect(reads()).toBe(1);
  });

  it('says so when the week or the month cannot be loaded', async () => {
    mockApi(({ url }) =>
      url.startsWith('/api/shifts/')
        ? jsonResponse({ message: 'Boom' }, { status: 500 })
        : jsonResponse({ message: 'Not found' }, { status: 404 }),
    );
    renderWithProviders(<ScheduleTab />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load shifts for this week',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The month could not be loaded');
  });

  it("keeps 'Unleash the Shynk' disabled with a hint while nothing is upcoming", async () => {
    serve([]);
    renderWithProviders(<ScheduleTab />);
    expect(await screen.findByText('Add current or upcoming shifts first')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unleash the Shynk' })).toBeDisabled();
  });

  it('keeps the period on screen when the view changes', async () => {
    serve([]);
    renderWithProviders(<ScheduleTab />);
    const later = addDaysIso(monday, 35);
    for (let i = 0; i < 5; i++)
      await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByRole('heading', { name: weekHeading(later) })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    const month = monthOfWeek(later, today, MONDAY);
    expect(await screen.findByRole('grid', { name: monthHeading(month) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Team' }));
    expect(screen.getByRole('heading', { name: weekHeading(later) })).toBeInTheDocument();

    // A month stepped to in the calendar comes back as its first week.
    await userEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    const firstWeek = weekStart(addDaysIso(stepMonth(month, 1), 3), MONDAY);
    expect(screen.getByRole('heading', { name: weekHeading(firstWeek) })).toBeInTheDocument();
  });
});

describe("ScheduleTab 'Unleash the Shynk'", () => {
  const later = addDaysIso(monday, 35);
  /** Places open up to five weeks out, shifts (all full) a week beyond. */
  const openPlaces = { lastShiftDate: addDaysIso(later, 10), lastOpenDate: addDaysIso(later, 2) };
  const unleash = vi.fn();
  const renderTab = () =>
    renderWithProviders(
      <ScheduleTab
        unleash={(props) => {
          unleash(props.range);
          return props.open && <p role="status">Fill dialog open</p>;
        }}
      />,
    );
  const button = () => screen.getByRole('button', { name: 'Unleash the Shynk' });
  const next = (times: number) =>
    Array.from({ length: times }).reduce<Promise<void>>(
      (done) => done.then(() => userEvent.click(screen.getByRole('button', { name: 'Next week' }))),
      Promise.resolve(),
    );

  it('is on while the week on screen or a later one has open places, asking once', async () => {
    const api = serve([], openPlaces);
    renderTab();
    await waitFor(() => expect(button()).toBeEnabled());
    await next(5);
    expect(button()).toBeEnabled();
    await userEvent.click(button());
    expect(await screen.findByRole('status')).toHaveTextContent('Fill dialog open');
    expect(unleash).toHaveBeenLastCalledWith({ start: later, end: addDaysIso(later, 6) });

    await next(1);
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleDescription('Every upcoming place is filled');
    await next(2);
    expect(button()).toHaveAccessibleDescription('Add current or upcoming shifts first');
    const asked = api.mock.calls.filter(([url]) => url === '/api/auto-schedule/open-places');
    expect(asked).toHaveLength(1);
  });

  it('opens on the month on screen in Calendar mode', async () => {
    serve([], openPlaces);
    renderTab();
    await next(5);
    await userEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    await waitFor(() => expect(button()).toBeEnabled());
    await userEvent.click(button());
    expect(unleash).toHaveBeenLastCalledWith(monthDays(monthOfWeek(later, today, MONDAY)));
  });
});

describe('ScheduleTab in an organization whose weeks start on Sunday', () => {
  it('reads, heads and grids its weeks from Sunday', async () => {
    const sunday = weekStart(today, 0);
    const asked: string[] = [];
    mockApi(({ url }) => {
      asked.push(url);
      if (url === '/api/organization-settings')
        return jsonResponse(makeOrganizationSettings({ weekStartsOn: 0 }));
      if (url === '/api/auto-schedule/open-places') return jsonResponse(NOTHING_OPEN);
      if (url === '/api/employees') return jsonResponse([]);
      if (url.startsWith('/api/shifts/range')) return jsonResponse([]);
      return jsonResponse({ message: 'Not found' }, { status: 404 });
    });
    renderWithProviders(<ScheduleTab />);
    expect(await screen.findByRole('heading', { name: weekHeading(sunday) })).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain(weekUrl(sunday)));

    await userEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    const headers = await screen.findAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('Sun');
    expect(headers[6]).toHaveTextContent('Sat');
    const { start } = monthGrid(monthOf(today), 0);
    await waitFor(() => expect(asked.some((url) => url.includes(`start=${start}`))).toBe(true));
  });
});
