import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/utils';
import { sentBodies, serveSettings } from './settings-test-server';
import SettingsTab from './settings-tab';

describe('Open shifts settings card', () => {
  it('shows the five settings and saves only what changed', async () => {
    const spy = serveSettings({ organization: { bidWindowHours: 12 } });
    renderWithProviders(<SettingsTab />);
    const card = await screen.findByRole('region', { name: 'Open shifts' });
    expect(within(card).getByLabelText('How open places are taken')).toHaveValue('first_come');
    expect(
      within(card).getByRole('switch', { name: 'Offer open places on publish' }),
    ).toBeChecked();
    expect(within(card).getByLabelText('Bid window (hours)')).toHaveValue(12);
    expect(
      within(card).getByRole('switch', { name: 'Review bid awards before they apply' }),
    ).toBeChecked();
    const alert = within(card).getByLabelText('Alert on unclaimed places (hours before start)');
    expect(alert).toHaveValue(24);

    await userEvent.selectOptions(
      within(card).getByLabelText('How open places are taken'),
      'Bid window, then award',
    );
    await userEvent.click(
      within(card).getByRole('switch', { name: 'Review bid awards before they apply' }),
    );
    await userEvent.clear(alert);
    await userEvent.type(alert, '0');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBodies(spy, 'PATCH', '/api/organization-settings')).toEqual([
        { openShiftClaimMode: 'bid', reviewBidAwards: false, unclaimedAlertHours: 0 },
      ]),
    );
  });
});
