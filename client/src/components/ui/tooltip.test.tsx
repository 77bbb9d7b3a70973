import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TOOLTIP_DELAY_MS } from './tooltip';

afterEach(() => vi.useRealTimers());

function renderTooltip() {
  render(
    <Tooltip content="Front Desk 9:00 AM">
      {(describedBy) => (
        <button type="button" aria-describedby={describedBy}>
          Robin
        </button>
      )}
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Robin' });
}

describe('Tooltip', () => {
  it('opens 700 ms after keyboard focus arrives and closes on Escape', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const trigger = renderTooltip();
    await user.tab();
    expect(trigger).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS - 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Front Desk 9:00 AM');
    expect(trigger).toHaveAccessibleDescription('Front Desk 9:00 AM');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not open when the pointer leaves before the delay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const trigger = renderTooltip();
    await user.hover(trigger);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.unhover(trigger);
    await act(() => vi.advanceTimersByTimeAsync(TOOLTIP_DELAY_MS));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
