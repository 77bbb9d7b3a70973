import { MONDAY, type WeekStartsOn } from '@shared/domain/dates';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { monthGrid, monthOf } from '@/lib/calendar-periods';
import type { CalendarDay } from './calendar-day';
import { MonthGrid } from './month-grid';
import { PhoneMonth } from './phone-month';
import type { Shift } from './shift';
import { testShift } from '@/test/utils';

const ivy = { id: 7, firstName: 'Ivy', lastName: 'Nguyen', email: 'ivy@example.com' };

/** The month of `shifts` (all on one day), as the month view hands it to the grid. */
function month(shifts: Shift[]): {
  firstOfMonth: string;
  today: string;
  weekStartsOn: WeekStartsOn;
  days: CalendarDay[];
} {
  const today = shifts[0]!.date;
  const firstOfMonth = monthOf(today);
  const days = monthGrid(firstOfMonth, MONDAY).days.map((date) => ({
    date,
    inMonth: date.startsWith(today.slice(0, 7)),
    isToday: date === today,
    shifts: date === today ? shifts : [],
    timeOff: [],
  }));
  return { firstOfMonth, today, weekStartsOn: MONDAY, days };
}

const todayCell = () =>
  screen.getAllByRole('gridcell').find((cell) => cell.getAttribute('aria-current') === 'date')!;

describe('MonthGrid', () => {
  it('shows each shift as a button with its time, title and people that opens it', async () => {
    const onEdit = vi.fn();
    const shifts = [
      testShift(1, 'Opening', { assignedEmployees: [ivy] }),
      testShift(2, 'Closing', { published: false }),
    ];
    render(<MonthGrid {...month(shifts)} onEdit={onEdit} />);
    const opening = within(todayCell()).getByRole('button', { name: /Opening/ });
    expect(opening).toHaveTextContent('9:00 AM Opening');
    expect(opening).toHaveTextContent('Ivy');
    expect(within(todayCell()).getByRole('button', { name: /Closing/ })).toHaveTextContent(
      'Draft10:00 AM ClosingNo Employee',
    );
    await userEvent.click(within(opening).getByText('Ivy'));
    expect(onEdit).toHaveBeenCalledWith(shifts[0]);
    within(todayCell())
      .getByRole('button', { name: /Closing/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(onEdit).toHaveBeenLastCalledWith(shifts[1]);
  });

  it('shows a title or a name that looks like markup as the text it is', () => {
    const title = '<img src=x onerror="alert(1)"> & "Co"';
    const shifts = [
      testShift(1, title, { assignedEmployees: [{ ...ivy, firstName: '<b>Ivy</b>' }] }),
    ];
    render(<MonthGrid {...month(shifts)} onEdit={() => {}} />);
    const chip = within(todayCell()).getByRole('button');
    expect(chip).toHaveTextContent(title);
    expect(chip).toHaveTextContent('<b>Ivy</b>');
    expect(chip.querySelector('img, b')).toBeNull();
  });

  it('keeps focus on a chip when its day is read again', () => {
    const shifts = [testShift(1, 'Opening'), testShift(2, 'Closing')];
    const { rerender } = render(<MonthGrid {...month(shifts)} onEdit={() => {}} />);
    within(todayCell())
      .getByRole('button', { name: /Closing/ })
      .focus();
    // Edit Shift saved a new title for the other shift: the day's list is a new one.
    const saved = [testShift(1, 'Opening late'), testShift(2, 'Closing')];
    rerender(<MonthGrid {...month(saved)} onEdit={() => {}} />);
    expect(within(todayCell()).getByRole('button', { name: /Opening late/ })).toBeInTheDocument();
    expect(within(todayCell()).getByRole('button', { name: /Closing/ })).toHaveFocus();
  });

  it('is one tab stop: Enter on a day moves into its chips, Escape back to the day', async () => {
    const shifts = [testShift(1, 'Opening'), testShift(2, 'Closing')];
    render(<MonthGrid {...month(shifts)} onEdit={() => {}} />);
    const chips = within(todayCell()).getAllByRole('button');
    for (const chip of chips) expect(chip).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    expect(todayCell()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(chips[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(chips[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(todayCell()).toHaveFocus();
  });
});

describe('PhoneMonth', () => {
  it('lists the day the arrows and Enter choose, and its shifts open Edit Shift', async () => {
    const onEdit = vi.fn();
    const shifts = [testShift(1, 'Opening', { assignedEmployees: [ivy] })];
    const { today, ...rest } = month(shifts);
    render(<PhoneMonth {...rest} today={today} onEdit={onEdit} />);
    const listed = () => screen.getByRole('region', { name: /^Shifts on / });
    expect(within(listed()).getByRole('button', { name: /Opening/ })).toHaveTextContent('Ivy');
    await userEvent.tab();
    expect(todayCell()).toHaveFocus();
    expect(todayCell()).toHaveAccessibleName(/: 1 shift$/);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(listed()).toHaveTextContent('No shifts on this day');
    await userEvent.keyboard('{ArrowUp} ');
    await userEvent.click(within(listed()).getByRole('button', { name: /Opening/ }));
    expect(onEdit).toHaveBeenCalledWith(shifts[0]);
  });
});
