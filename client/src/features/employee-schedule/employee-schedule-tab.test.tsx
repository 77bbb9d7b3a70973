import { DEFAULT_TIME_ZONE } from '@shared/domain/dates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { jsonResponse, makeOrganizationSettings, mockApi, renderWithProviders } from '@/test/utils';
import { organizationSettingsQuery } from '@/lib/settings-query';
import type { EmployeeShift } from './employee-shift';
import EmployeeScheduleTab from './employee-schedule-tab';

const today = todayIn();
const me = { id: 1, firstName: 'Robin', lastName: 'Diaz' };
const casey = { id: 2, firstName: 'Casey', lastName: 'Lee' };

function makeShift(overrides: Partial<EmployeeShift> = {}): EmployeeShift {
  return {
    id: 1,
    title: 'Front Desk',
    shiftType: 'Standard',
    color: 'teal',
    numberOfStations: 1,
    employeesPerStation: 2,
    date: addDaysIso(today, 1),
    startTime: '09:00',
    endTime: '10:30',
    duration: 90,
    notes: null,
    recurringSeriesId: null,
    positionId: null,
    positionName: null,
    positionColor: null,
    offeredAt: null,
    claimMode: null,
    bidDeadline: null,
    pendingClaims: 0,
    locationId: 1,
    locationName: 'Main',
    locationTimeZone: DEFAULT_TIME_ZONE,
    createdBy: null,
    published: true,
    assignments: [],
    assignedEmployees: [me, casey],
    isMine: true,
    coworkers: [casey],
    ...overrides,
  };
}

/**
 * The range read answers with `shifts` whatever the period, in an organization that lets
 * employees view all schedules unless told otherwise; anything else is missing.
 */
function serve(shifts: EmployeeShift[], allowViewAllSchedules = true) {
  return mockApi(({ url }) => {
    if (url.startsWith('/api/shifts/range')) return jsonResponse(shifts);
    if (url === '/api/organization-settings') {
      return jsonResponse(makeOrganizationSettings({ allowViewAllSchedules }));
    }
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
}

const rowOf = (title: string) =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .find((row) => within(row).queryByText(title))!;

describe('EmployeeScheduleTab list', () => {
  it('marks understaffed future shifts and leaves past ones dimmed with (Past)', async () => {
    serve([
      makeShift({ id: 1, title: 'Short', assignedEmployees: [me], coworkers: [] }),
      makeShift({ id: 2, title: 'Empty', assignedEmployees: [], isMine: false, coworkers: [] }),
      makeShift({ id: 3, title: 'Full' }),
      makeShift({ id: 4, title: 'Old', date: addDaysIso(today, -1), assignedEmployees: [me] }),
    ]);
    renderWithProviders(<EmployeeScheduleTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'All Shifts' }));

    expect(rowOf('Short')).toHaveTextContent('Understaffed (1/2)');
    expect(rowOf('Short')).toHaveClass('border-l-red-500');
    expect(rowOf('Empty')).toHaveTextContent('No employees assigned');
    expect(rowOf('Full')).not.toHaveTextContent('Understaffed');
    expect(rowOf('Full')).not.toHaveClass('border-l-red-500');
    // Past shifts stay hidden until asked for, then show dimmed and never as understaffed.
    expect(within(screen.getByRole('table')).queryByText('Old')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Show Past Shifts' }));
    expect(rowOf('Old')).toHaveTextContent('(Past)');
    expect(rowOf('Old')).toHaveClass('opacity-60');
    expect(rowOf('Old')).not.toHaveTextContent('Understaffed');
    expect(rowOf('Old')).not.toHaveClass('border-l-red-500');
  });

  it('lists only my shifts unless All Shifts is on', async () => {
    serve([
      makeShift({ id: 1, title: 'Mine' }),
      makeShift({ id: 2, title: 'Theirs', isMine: false }),
    ]);
    renderWithProviders(<EmployeeScheduleTab />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Mine')).toBeInTheDocument();
    expect(within(table).queryByText('Theirs')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'All Shifts' }));
    expect(within(table).getByText('Theirs')).toBeInTheDocument();
  });

  it('offers no All Shifts when the organization keeps schedules private', async () => {
    serve([makeShift({ id: 1, title: 'Mine' })], false);
    const { client } = renderWithProviders(<EmployeeScheduleTab />);
    await within(await screen.findByRole('table')).findByText('Mine');
    // Absent because the settings said so, not because they have yet to arrive.
    await vi.waitFor(() =>
      expect(client.getQueryData(organizationSettingsQuery().queryKey)).toMatchObject({
        allowViewAllSchedules: false,
      }),
    );
    expect(screen.queryByRole('button', { name: 'All Shifts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Whose shifts' })).not.toBeInTheDocument();
  });
});

describe('EmployeeScheduleTab cards', () => {
  it('names my coworkers and hands the shift to the request handlers', async () => {
    serve([makeShift({ id: 5 })]);
    const onRequestSwap = vi.fn();
    const onRequestCoverage = vi.fn();
    renderWithProviders(
      <EmployeeScheduleTab onRequestSwap={onRequestSwap} onRequestCoverage={onRequestCoverage} />,
    );
    const cards = await screen.findByRole('region', { name: 'My shifts for the week' });
    expect(await within(cards).findByText('Working with: Casey Lee')).toBeInTheDocument();
    await userEvent.click(within(cards).getByRole('button', { name: 'Request Switch' }));
    await userEvent.click(within(cards).getByRole('button', { name: 'Request Coverage' }));
    const requestable = {
      id: 5,
      title: 'Front Desk',
      date: addDaysIso(today, 1),
      startTime: '09:00',
      duration: 90,
    };
    expect(onRequestSwap).toHaveBeenCalledWith(requestable);
    expect(onRequestCoverage).toHaveBeenCalledWith(requestable);
  });

  it('disables requests for past shifts and says why', async () => {
    serve([makeShift({ date: addDaysIso(today, -1) })]);
    renderWithProviders(<EmployeeScheduleTab />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Show Past Shifts' }));
    const cards = screen.getByRole('region', { name: 'My shifts for the week' });
    expect(within(cards).getByRole('button', { name: 'Request Switch' })).toBeDisabled();
    expect(
      within(cards).getByRole('button', { name: 'Request Switch' }),
    ).toHaveAccessibleDescription('Cannot request switch for past shifts');
    expect(
      within(cards).getByRole('button', { name: 'Request Coverage' }),
    ).toHaveAccessibleDescription('Cannot request coverage for past shifts');
  });

  it('says when I have no shifts this week', async () => {
    serve([makeShift({ isMine: false })]);
    renderWithProviders(<EmployeeScheduleTab />);
    expect(await screen.findByText('No shifts assigned for this week')).toBeInTheDocument();
    expect(screen.getAllByText('No shifts found for this week')[0]).toBeInTheDocument();
  });
});

describe('EmployeeScheduleTab hours', () => {
  it('shows my hours for the week and the month on screen against my limit', async () => {
    const api = mockApi(({ url }) => {
      if (url.startsWith('/api/shifts/range')) return jsonResponse([]);
      if (url.startsWith('/api/my-hours')) {
        const params = new URL(url, 'http://x').searchParams;
        const week = params.get('end') === addDaysIso(params.get('start')!, 6);
        return jsonResponse({
          start: params.get('start'),
          end: params.get('end'),
          hours: week ? 42.5 : 60,
          weeklyHoursLimit: 40,
          weeksOverLimit: [],
        });
      }
      return jsonResponse({ message: 'Not found' }, { status: 404 });
    });
    renderWithProviders(<EmployeeScheduleTab />);
    const figures = screen.getByLabelText('My scheduled hours');
    expect(await within(figures).findByText(/42\.5 h/)).toBeInTheDocument();
    expect(figures).toHaveTextContent(/Week of .+42\.5 h of 40 h · over your limit/);
    // A month's share of a 40 h week: 40 x days / 7.
    expect(figures).toHaveTextContent(/60 h of 17\d(\.\d{1,2})? h/);
    const asked = api.mock.calls
      .map(([input]) => String(input))
      .filter((u) => u.startsWith('/api/my-hours'));
    expect(asked).toHaveLength(2);
  });
});

describe('EmployeeScheduleTab calendar', () => {
  const cellOf = (grid: HTMLElement, day: string) =>
    within(grid)
      .getAllByRole('gridcell')
      .find((cell) => cell.dataset.day === day)!;

  it('shows chips with time and title, marks understaffed ones, and lists a chosen day', async () => {
    serve([
      makeShift({ id: 1, title: 'Short', date: today, assignedEmployees: [me], coworkers: [] }),
      makeShift({ id: 2, title: 'Theirs', date: today, startTime: '13:30', isMine: false }),
    ]);
    renderWithProviders(<EmployeeScheduleTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Calendar' }));
    // The calendar's code loads on first use: a busy machine may take more than a second.
    const grid = await screen.findByRole('grid', {}, { timeout: 5_000 });
    const day = cellOf(grid, today);
    expect(day).toHaveTextContent('9a');
    expect(day).toHaveTextContent('Understaffed:9a9:00 AM Short');
    expect(within(day).getByText('Robin').parentElement).toHaveClass('ring-red-500');
    expect(day).not.toHaveTextContent('Theirs');
    await userEvent.click(await screen.findByRole('button', { name: 'All Shifts' }));
    expect(day).toHaveTextContent('1:30p');
    expect(day).toHaveTextContent('1:30 PM Theirs');

    // Today is listed below the month until another day is chosen; a tap on it chooses it again.
    const listed = () => screen.getByRole('region', { name: /^Shifts on / });
    expect(within(listed()).getAllByRole('listitem')).toHaveLength(2);
    expect(listed()).toHaveTextContent('Short9:00 AM – 10:30 AMRobin Diaz');
    expect(listed()).toHaveTextContent('Understaffed (1/2)');
    expect(listed()).toHaveTextContent('Theirs1:30 PM – 10:30 AMRobin Diaz, Casey Lee');
    const other = within(grid)
      .getAllByRole('gridcell')
      .find((cell) => cell.dataset.day !== today)!;
    await userEvent.click(other);
    expect(other).toHaveAttribute('aria-selected', 'true');
    expect(listed()).toHaveTextContent('No shifts on this day');
    await userEvent.click(within(day).getByText('Robin'));
    expect(within(listed()).getAllByRole('listitem')).toHaveLength(2);
  });
});
