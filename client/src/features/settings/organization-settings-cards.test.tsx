import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/utils';
import { sentBodies, serveSettings } from './settings-test-server';
import SettingsTab from './settings-tab';

const URL = '/api/organization-settings';

/** The card, once the settings have arrived (the tab shows no card before that). */
async function card(name: string) {
  const region = await screen.findByRole('region', { name });
  expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  return region;
}

const toasts = () => screen.getByRole('region', { name: 'Notifications' });

describe('General, Scheduling and Employee Management cards', () => {
  it('show one spinner while loading, then the values from the server', async () => {
    serveSettings({
      organization: {
        businessName: 'Harbor Cafe',
        timeZone: 'America/Denver',
        advanceSchedulingWeeks: 8,
        defaultEmployeeType: 'salaried',
        allowViewAllSchedules: true,
      },
    });
    renderWithProviders(<SettingsTab />);
    expect(screen.getByRole('status', { name: 'Loading settings' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'General' })).not.toBeInTheDocument();

    const general = await card('General');
    expect(within(general).getByLabelText('Business name')).toHaveValue('Harbor Cafe');
    expect(within(general).getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      'MT · America/Denver',
    );
    expect(within(general).getByLabelText('Default shift duration (minutes)')).toHaveValue(90);

    const scheduling = await card('Scheduling');
    expect(within(scheduling).getByLabelText('Default weekly hours')).toHaveValue(40);
    expect(within(scheduling).getByLabelText('Advance scheduling')).toHaveValue('8');

    const employees = await card('Employee Management');
    expect(within(employees).getByLabelText('Default employee type')).toHaveValue('salaried');
    expect(
      within(employees).getByRole('switch', { name: 'Require approval for shift swaps' }),
    ).toBeChecked();
    expect(
      within(employees).getByRole('switch', { name: 'Allow employees to view all schedules' }),
    ).toBeChecked();
  });

  it('saves only what changed in General, and confirms', async () => {
    const spy = serveSettings({ organization: { coveragePolicyMode: 'restricted' } });
    renderWithProviders(<SettingsTab />);
    const general = await card('General');
    const name = within(general).getByLabelText('Business name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Harbor Cafe');
    await userEvent.type(within(general).getByRole('combobox', { name: 'Time zone' }), 'berlin');
    await userEvent.click(within(general).getByRole('option', { name: 'Europe/Berlin' }));
    await userEvent.selectOptions(within(general).getByLabelText('Currency'), 'EUR');
    expect(within(general).getByLabelText('Week starts on')).toHaveDisplayValue('Monday');
    await userEvent.selectOptions(within(general).getByLabelText('Week starts on'), 'Sunday');
    await userEvent.click(within(general).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts()).toHaveTextContent('Settings saved'));
    expect(sentBodies(spy, 'PATCH', URL)).toEqual([
      { businessName: 'Harbor Cafe', timeZone: 'Europe/Berlin', weekStartsOn: 0, currency: 'EUR' },
    ]);
  });

  it('saves the minimum rest, 0 turning it off, and refuses a fraction', async () => {
    const spy = serveSettings();
    renderWithProviders(<SettingsTab />);
    const scheduling = await card('Scheduling');
    const rest = within(scheduling).getByLabelText('Minimum rest between shifts (hours)');
    expect(rest).toHaveValue(8);
    await userEvent.clear(rest);
    await userEvent.type(rest, '7.5');
    await userEvent.click(within(scheduling).getByRole('button', { name: 'Save' }));
    expect(
      await within(scheduling).findByText('Must be a whole number of hours'),
    ).toBeInTheDocument();
    await userEvent.clear(rest);
    await userEvent.type(rest, '0');
    await userEvent.click(within(scheduling).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(spy, 'PATCH', URL)).toEqual([{ minRestHours: 0 }]));
  });

  it('saves the longest split-shift gap, 0 allowing none', async () => {
    const spy = serveSettings();
    renderWithProviders(<SettingsTab />);
    const scheduling = await card('Scheduling');
    const gap = within(scheduling).getByLabelText('Split shifts: longest gap in a day (hours)');
    expect(gap).toHaveValue(5);
    await userEvent.clear(gap);
    await userEvent.type(gap, '0');
    await userEvent.click(within(scheduling).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(spy, 'PATCH', URL)).toEqual([{ maxSplitGapHours: 0 }]));
  });

  it('saves Scheduling and Employee Management toggles and choices', async () => {
    const spy = serveSettings();
    renderWithProviders(<SettingsTab />);
    const scheduling = await card('Scheduling');
    await userEvent.selectOptions(
      within(scheduling).getByLabelText('Advance scheduling'),
      'No limit',
    );
    await userEvent.click(
      within(scheduling).getByRole('switch', { name: 'Build schedules as drafts' }),
    );
    await userEvent.click(within(scheduling).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(spy, 'PATCH', URL)).toHaveLength(1));

    const employees = await card('Employee Management');
    await userEvent.selectOptions(
      within(employees).getByLabelText('Default employee type'),
      'Salaried',
    );
    await userEvent.click(
      within(employees).getByRole('switch', { name: 'Allow employees to view all schedules' }),
    );
    await userEvent.click(within(employees).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBodies(spy, 'PATCH', URL)).toHaveLength(2));

    const [first, second] = sentBodies(spy, 'PATCH', URL);
    // Each card sends its own changes only, never the other card's fields.
    expect(first).toEqual({
      advanceSchedulingWeeks: 0,
      buildAsDrafts: true,
    });
    expect(second).toEqual({ defaultEmployeeType: 'salaried', allowViewAllSchedules: true });
  });

  it('shows inline errors from the shared schema and sends nothing', async () => {
    const spy = serveSettings();
    renderWithProviders(<SettingsTab />);
    const general = await card('General');
    await userEvent.clear(within(general).getByLabelText('Business name'));
    const duration = within(general).getByLabelText('Default shift duration (minutes)');
    await userEvent.clear(duration);
    await userEvent.type(duration, '10');
    await userEvent.click(within(general).getByRole('button', { name: 'Save' }));

    expect(await within(general).findByText('Business name is required')).toBeInTheDocument();
    expect(within(general).getByText('At least 15 minutes')).toBeInTheDocument();
    expect(within(general).getByLabelText('Business name')).toHaveAttribute('aria-invalid', 'true');

    const scheduling = await card('Scheduling');
    const hours = within(scheduling).getByLabelText('Default weekly hours');
    await userEvent.clear(hours);
    await userEvent.click(within(scheduling).getByRole('button', { name: 'Save' }));
    expect(await within(scheduling).findByText('Enter a number')).toBeInTheDocument();
    await userEvent.type(hours, '170');
    expect(
      await within(scheduling).findByText('Maximum: 168 hours per week (24 hours × 7 days)'),
    ).toBeInTheDocument();

    expect(sentBodies(spy, 'PATCH', URL)).toEqual([]);
  });

  it("reads 'Saving...' and waits while a save is under way", async () => {
    serveSettings({ hangSaves: true });
    renderWithProviders(<SettingsTab />);
    const general = await card('General');
    await userEvent.click(within(general).getByRole('button', { name: 'Save' }));
    expect(await within(general).findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('reports a failed save', async () => {
    serveSettings({ failSaves: true });
    renderWithProviders(<SettingsTab />);
    const employees = await card('Employee Management');
    await userEvent.click(within(employees).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toasts()).toHaveTextContent('Failed to save settings. Please try again.'),
    );
    expect(toasts()).toHaveTextContent('Database unavailable');
  });
});
