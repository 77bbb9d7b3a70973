import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIn, weekStart, MONDAY } from '@shared/domain/dates';
import { type ApiCall, jsonResponse, mockApi, renderWithProviders, testShift } from '@/test/utils';
import ScheduleTab from './schedule-tab';
import type { Shift } from './shift';
import type { ApprovedTimeOff } from './use-approved-time-off';

const today = todayIn();
const monday = weekStart(today, MONDAY);

const shift = (id: number, title: string) => testShift(id, title);

// Contract C1's payload, as a manager reads it (with type and reason).
const vacation: ApprovedTimeOff = {
  id: 4,
  employeeId: 7,
  employeeName: 'Ivy Nguyen',
  startDate: monday,
  endDate: addDaysIso(monday, 1),
  allDay: true,
  startTime: null,
  endTime: null,
  multipleDates: null,
  type: 'vacation',
  reason: 'Family trip',
};

function serve(options: { shifts?: Shift[]; timeOff?: ApprovedTimeOff[] | 'missing' }) {
  let shifts = options.shifts ?? [];
  const calls: ApiCall[] = [];
  mockApi((call) => {
    calls.push(call);
    const { url, method, body } = call;
    if (url.startsWith('/api/time-off-requests/approved-for-range')) {
      return options.timeOff === 'missing' || !options.timeOff
        ? jsonResponse({ message: 'Not found' }, { status: 404 })
        : jsonResponse(options.timeOff);
    }
    if (url === '/api/shifts/bulk-delete' && method === 'POST') {
      const ids = (body as { shiftIds: number[] }).shiftIds;
      shifts = shifts.filter((s) => !ids.includes(s.id));
      return jsonResponse({ deletedCount: ids.length });
    }
    if (url === `/api/shifts/range?start=${monday}&end=${addDaysIso(monday, 6)}`)
      return jsonResponse(shifts);
    if (url.startsWith('/api/shifts')) return jsonResponse(url.includes('range') ? shifts : []);
    if (url === '/api/employees') return jsonResponse([]);
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
  return calls;
}

describe('Weekly Schedule: approved time off', () => {
  it("lists the week's approved time off in a red banner with name, dates and reason", async () => {
    const calls = serve({ shifts: [shift(1, 'Open')], timeOff: [vacation] });
    renderWithProviders(<ScheduleTab />);
    const banner = await screen.findByRole('region', { name: 'Approved time off' });
    expect(banner).toHaveTextContent('Ivy Nguyen');
    expect(banner).toHaveTextContent('Family trip');
    expect(banner).toHaveTextContent(' – ');
    expect(calls.map((c) => c.url)).toContain(
      `/api/time-off-requests/approved-for-range?startDate=${monday}&endDate=${addDaysIso(monday, 6)}`,
    );
  });

  it('shows no banner and no error when the route is not there (404)', async () => {
    const calls = serve({ shifts: [shift(1, 'Open')], timeOff: 'missing' });
    renderWithProviders(<ScheduleTab />);
    await screen.findByRole('table');
    await waitFor(() => expect(calls.some((c) => c.url.includes('approved-for-range'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Approved time off' })).not.toBeInTheDocument();
    expect(screen.queryByText(/failed/i)).not.toBeInTheDocument();
  });

  it('marks the calendar days with approved time off with a red bar', async () => {
    serve({ timeOff: [{ ...vacation, multipleDates: [monday] }] });
    renderWithProviders(<ScheduleTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    const grid = await screen.findByRole('grid');
    const bars = await within(grid).findAllByTestId('time-off-bar');
    // multipleDates wins over the range: one day only.
    expect(bars).toHaveLength(1);
    expect(bars[0]).toHaveTextContent('Time off: Ivy Nguyen');
  });
});

describe('Weekly Schedule: bulk select', () => {
  it('selects all or single rows and deletes the selection after a confirm', async () => {
    const calls = serve({ shifts: [shift(1, 'Early'), shift(2, 'Middle'), shift(3, 'Late')] });
    renderWithProviders(<ScheduleTab />);
    const table = await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Select Shifts' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk selection' });
    expect(within(bar).getByRole('button', { name: 'Delete Selected' })).toBeDisabled();

    await userEvent.click(within(bar).getByRole('checkbox', { name: 'Select all' }));
    expect(bar).toHaveTextContent('3 selected');
    await userEvent.click(within(table).getByRole('checkbox', { name: /Select Middle/ }));
    expect(bar).toHaveTextContent('2 selected');

    await userEvent.click(within(bar).getByRole('button', { name: 'Delete Selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Selected Shifts' });
    expect(confirm).toHaveTextContent('Delete 2 selected shifts?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Selected' }));

    expect(await screen.findByText('Shift deleted successfully')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/shifts/bulk-delete')!;
    expect(sent.body).toEqual({ shiftIds: [1, 3], notifyEmployees: true });
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: 'Edit Early' })).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole('button', { name: 'Edit Middle' })).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Bulk selection' })).not.toBeInTheDocument();
  });
});
