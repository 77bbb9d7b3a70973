import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MONDAY } from '@shared/domain/dates';
import { describe, expect, it, vi } from 'vitest';
import { stepMonth } from '@/lib/calendar-periods';
import { MonthCalendar } from './month-calendar';

const TODAY = '2026-11-18'; // a Wednesday

/** A month that PageUp/PageDown step through, as the schedules hold it. */
function Month({
  start = '2026-11-01',
  onActivate,
  buttonsOn,
}: {
  start?: string;
  onActivate?: (day: string) => void;
  buttonsOn?: string;
}) {
  const [month, setMonth] = useState(start);
  return (
    <>
      <button type="button">Before</button>
      <MonthCalendar
        firstOfMonth={month}
        today={TODAY}
        weekStartsOn={MONDAY}
        onStepMonth={(direction) => setMonth(stepMonth(month, direction))}
        onActivate={onActivate}
        dayClassName={() => ''}
        renderDay={(day) =>
          day === buttonsOn && (
            <>
              <button type="button" tabIndex={-1}>
                Opening
              </button>
              <button type="button" tabIndex={-1}>
                Closing
              </button>
            </>
          )
        }
      />
      <button type="button">After</button>
    </>
  );
}

const focusedDay = () => (document.activeElement as HTMLElement).dataset.day;

describe('MonthCalendar keyboard', () => {
  it('is one tab stop that lands on today', async () => {
    render(<Month />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(focusedDay()).toBe(TODAY);
    expect(document.activeElement).toHaveAttribute('aria-current', 'date');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('lands on the 1st of a month that does not hold today', async () => {
    render(<Month start="2027-02-01" />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(focusedDay()).toBe('2027-02-01');
  });

  it('moves by day and week with the arrows, and to the week ends with Home and End', async () => {
    render(<Month />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2026-11-19');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('2026-11-26');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focusedDay()).toBe('2026-11-24');
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedDay()).toBe('2026-11-17');
    await userEvent.keyboard('{Home}');
    expect(focusedDay()).toBe('2026-11-16');
    await userEvent.keyboard('{End}');
    expect(focusedDay()).toBe('2026-11-22');
    // The day moved to is the tab stop now: leaving and coming back returns to it.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(focusedDay()).toBe('2026-11-22');
  });

  it('shows the next or previous month with PageDown and PageUp, on the same date', async () => {
    render(<Month />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    expect(focusedDay()).toBe('2026-12-18');
    await userEvent.keyboard('{PageUp}{PageUp}');
    expect(screen.getByRole('grid', { name: 'October 2026' })).toBeInTheDocument();
    expect(focusedDay()).toBe('2026-10-18');
  });

  it('steps into the next month when an arrow leaves the last week drawn', async () => {
    render(<Month />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    // November 2026 is drawn to Sunday, December 6.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(focusedDay()).toBe('2026-12-09');
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
  });

  it('activates the day with Enter, Space or a click', async () => {
    const onActivate = vi.fn();
    render(<Month onActivate={onActivate} />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onActivate).toHaveBeenLastCalledWith(TODAY);
    await userEvent.keyboard('{ArrowRight} ');
    expect(onActivate).toHaveBeenLastCalledWith('2026-11-19');
    await userEvent.click(screen.getByText('Friday, November 20'));
    expect(onActivate).toHaveBeenLastCalledWith('2026-11-20');
    expect(onActivate).toHaveBeenCalledTimes(3);
  });

  it("moves into a day's buttons with Enter, between them with the arrows, out with Escape", async () => {
    render(<Month buttonsOn={TODAY} />);
    const opening = screen.getByRole('button', { name: 'Opening' });
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(opening).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Closing' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(focusedDay()).toBe(TODAY);
  });
});
