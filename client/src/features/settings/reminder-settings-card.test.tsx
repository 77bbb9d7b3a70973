import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/utils';
import { ReminderSettingsCard } from './reminder-settings-card';
import { DEFAULT_REMINDERS, sentBodies, serveSettings } from './settings-test-server';

const URL = '/api/shift-reminder-settings';
const toasts = () => screen.getByRole('region', { name: 'Notifications' });

async function renderCard() {
  renderWithProviders(<ReminderSettingsCard />);
  return screen.findByLabelText('First reminder');
}

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Shift Reminders card', () => {
  it('loads the settings and offers its option sets', async () => {
    serveSettings({ reminders: { firstReminderHours: 12, emailNotificationsWelcome: false } });
    const first = await renderCard();
    expect(first).toHaveValue('12');
    expect(optionTexts(first)).toEqual([
      '1 hour',
      '2 hours',
      '4 hours',
      '8 hours',
      '12 hours',
      '24 hours',
      '48 hours',
    ]);
    expect(screen.getByRole('switch', { name: 'Send shift reminders' })).toBeChecked();
    const second = screen.getByRole('switch', { name: 'Send a second reminder' });
    expect(second).not.toBeChecked();
    expect(screen.queryByLabelText('Second reminder')).not.toBeInTheDocument();

    await userEvent.click(second);
    expect(optionTexts(screen.getByLabelText('Second reminder'))).toEqual([
      '30 minutes',
      '1 hour',
      '2 hours',
      '4 hours',
      '8 hours',
    ]);
    expect(screen.getByLabelText('Second reminder')).toHaveValue('2');

    const emails = screen.getByRole('group', { name: 'Email notifications' });
    expect(within(emails).getAllByRole('switch')).toHaveLength(8);
    expect(within(emails).getByRole('switch', { name: 'Welcome emails' })).not.toBeChecked();
    expect(within(emails).getByRole('switch', { name: 'New shift assignments' })).toBeChecked();
  });

  it('saves the whole settings object, with 30 minutes sent as 0.5 hours', async () => {
    const spy = serveSettings();
    const first = await renderCard();
    await userEvent.selectOptions(first, '48 hours');
    await userEvent.click(screen.getByRole('switch', { name: 'Send a second reminder' }));
    await userEvent.selectOptions(screen.getByLabelText('Second reminder'), '30 minutes');
    await userEvent.click(screen.getByRole('switch', { name: 'Schedule changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts()).toHaveTextContent('Settings saved'));
    expect(sentBodies(spy, 'POST', URL)).toEqual([
      {
        ...DEFAULT_REMINDERS,
        firstReminderHours: 48,
        secondReminderEnabled: true,
        secondReminderHours: 0.5,
        emailNotificationsScheduleChanges: false,
      },
    ]);
  });

  it('hides the timing while reminders are off, and keeps it', async () => {
    const spy = serveSettings();
    await renderCard();
    await userEvent.click(screen.getByRole('switch', { name: 'Send shift reminders' }));
    expect(screen.queryByLabelText('First reminder')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(spy, 'POST', URL)).toHaveLength(1));
    expect(sentBodies(spy, 'POST', URL)[0]).toEqual({
      ...DEFAULT_REMINDERS,
      remindersEnabled: false,
    });
  });

  it("toasts 'Failed to update reminder settings. Please try again.' when saving fails", async () => {
    serveSettings({ failSaves: true });
    await renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Failed to update reminder settings. Please try again.'),
    );
  });
});
