import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/utils';
import { DEFAULT_TIME_OFF, sentBodies, serveSettings } from './settings-test-server';
import { TimeOffSettingsCard } from './time-off-settings-card';

const URL = '/api/time-off-management-settings';
const toasts = () => screen.getByRole('region', { name: 'Notifications' });

async function renderCard() {
  renderWithProviders(<TimeOffSettingsCard />);
  return screen.findByLabelText('Max concurrent time off');
}

describe('Time-Off Management card', () => {
  it('loads the settings with the offered options', async () => {
    serveSettings({ timeOff: { maxConcurrentTimeOff: 4, busyPeriodDefinition: 'peak-hours' } });
    expect(await renderCard()).toHaveValue(4);
    const notice = screen.getByLabelText('Advance notice');
    expect(notice).toHaveValue('7');
    expect(
      within(notice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1 day', '3 days', '7 days', '14 days', '30 days']);
    const busy = screen.getByLabelText('Busy periods');
    expect(busy).toHaveValue('peak-hours');
    expect(
      within(busy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Weekends', 'Holidays', 'Peak hours (4-8 PM)']);
    expect(
      screen.getByRole('switch', { name: 'Block time off during busy periods' }),
    ).not.toBeChecked();
  });

  it('steps max concurrent time off between 1 and 10', async () => {
    serveSettings({ timeOff: { maxConcurrentTimeOff: 2 } });
    const count = await renderCard();
    const decrease = screen.getByRole('button', { name: 'Decrease max concurrent time off' });
    const increase = screen.getByRole('button', { name: 'Increase max concurrent time off' });

    await userEvent.click(decrease);
    expect(count).toHaveValue(1);
    expect(decrease).toBeDisabled();

    for (let i = 0; i < 9; i += 1) await userEvent.click(increase);
    expect(count).toHaveValue(10);
    expect(increase).toBeDisabled();
    expect(decrease).toBeEnabled();
  });

  it('rejects a typed value outside 1-10 and sends nothing', async () => {
    const spy = serveSettings();
    const count = await renderCard();
    await userEvent.clear(count);
    await userEvent.type(count, '11');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 10 people')).toBeInTheDocument();
    expect(count).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(count);
    await userEvent.type(count, '0');
    expect(await screen.findByText('At least 1 person')).toBeInTheDocument();
    expect(sentBodies(spy, 'POST', URL)).toEqual([]);
  });

  it('saves the settings', async () => {
    const spy = serveSettings();
    await renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Increase max concurrent time off' }));
    await userEvent.selectOptions(screen.getByLabelText('Advance notice'), '14 days');
    await userEvent.click(
      screen.getByRole('switch', { name: 'Block time off during busy periods' }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Busy periods'), 'Holidays');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts()).toHaveTextContent('Settings saved'));
    expect(sentBodies(spy, 'POST', URL)).toEqual([
      {
        ...DEFAULT_TIME_OFF,
        maxConcurrentTimeOff: 3,
        timeOffAdvanceNoticeDays: 14,
        blockTimeOffDuringBusyPeriods: true,
        busyPeriodDefinition: 'holidays',
      },
    ]);
  });

  it("toasts 'Failed to update time-off settings. Please try again.' when saving fails", async () => {
    serveSettings({ failSaves: true });
    await renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Failed to update time-off settings. Please try again.'),
    );
  });
});
