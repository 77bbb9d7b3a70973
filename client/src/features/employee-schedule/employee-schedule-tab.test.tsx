import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/utils';
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
    createdBy: null,
    published: true,
    assignments: [],
    assignedEmployees: [me, casey],
    isMine: true,
    coworkers: [casey],
    ...overrides,
  };
}

/** The range read answers with `shifts` whatever the period; anything else is missing. */
function serve(shifts: EmployeeShift[]) {
  return mockApi(({ url }) =>
    url.startsWith('/api/shifts/range')
      ? jsonResponse(shifts)
      : jsonResponse({ message: 'Not found' }, { status: 404 }),
  );
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
    await userEvent.click(screen.getByRole('button', { name: 'All Shifts' }));
    expect(within(table).getByText('Theirs')).toBeInTheDocument();
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
    expect(figures).toHaveTextContent(/60 h of 17\d(\.\d)? h/);
    const asked = api.mock.calls
      .map(([input]) => String(input))
      .filter((u) => u.startsWith('/api/my-hours'));
    expect(asked).toHaveLength(2);
  });
});

describe('EmployeeScheduleTab calendar', () => {
  it('shows my shifts as chips with first names, and marks understaffed future ones', async () => {
    serve([
      makeShift({ id: 1, title: 'Short', assignedEmployees: [me], coworkers: [] }),
      makeShift({ id: 2, title: 'Theirs', isMine: false }),
    ]);
    renderWithProviders(<EmployeeScheduleTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Calendar' }));
    const grid = await screen.findByRole('grid');
    const chip = within(grid).getByRole('button', { name: 'Short, 9:00 AM, Robin, understaffed' });
    expect(chip).toHaveClass('ring-red-500');
    expect(within(grid).queryByRole('button', { name: /^Theirs/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All Shifts' }));
    expect(
      within(grid).getByRole('button', { name: 'Theirs, 9:00 AM, Robin, Casey' }),
    ).toBeVisible();
  });
});
