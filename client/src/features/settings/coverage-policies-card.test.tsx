import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/utils';
import { CoveragePoliciesCard } from './coverage-policies-card';
import { sentBodies, serveSettings } from './settings-test-server';

const URL = '/api/organization-settings';
const toasts = () => screen.getByRole('region', { name: 'Notifications' });

async function renderCard() {
  renderWithProviders(<CoveragePoliciesCard />);
  return screen.findByRole('radio', { name: 'Restricted' });
}

describe('Coverage Policies card', () => {
  it('shows the limits only for a restricted policy', async () => {
    serveSettings();
    const restricted = await renderCard();
    expect(screen.getByRole('radio', { name: 'Unlimited' })).toBeChecked();
    expect(screen.queryByLabelText('Hourly')).not.toBeInTheDocument();

    await userEvent.click(restricted);
    const limits = screen.getByRole('group', { name: 'Limits by employee type' });
    expect(within(limits).getByLabelText('Hourly')).toHaveValue(5);
    expect(within(limits).getByLabelText('Salaried')).toHaveValue(10);
    expect(within(limits).getByLabelText('Hourly to salaried')).toHaveValue(3);
    expect(within(limits).getByLabelText('Salaried to hourly')).toHaveValue(5);
    expect(screen.getByLabelText('Requests per interval')).toHaveValue(3);
    expect(screen.getByLabelText('Interval')).toHaveValue('week');
    expect(screen.getByLabelText('Reset period')).toHaveValue('month');
    expect(
      within(screen.getByLabelText('Reset period'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Week', 'Month', 'Quarter', 'Year']);
    expect(
      within(screen.getByLabelText('Interval'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Day', 'Week', 'Month', 'Quarter']);
  });

  it('needs limits of 0 or more and at least 1 request per interval', async () => {
    const spy = serveSettings({ organization: { coveragePolicyMode: 'restricted' } });
    await renderCard();
    const hourly = screen.getByLabelText('Hourly');
    await userEvent.clear(hourly);
    await userEvent.type(hourly, '-1');
    const perInterval = screen.getByLabelText('Requests per interval');
    await userEvent.clear(perInterval);
    await userEvent.type(perInterval, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Minimum 0')).toBeInTheDocument();
    expect(screen.getByText('Minimum 1')).toBeInTheDocument();
    expect(sentBodies(spy, 'PATCH', URL)).toEqual([]);
  });

  it('saves only the policy fields that changed', async () => {
    const spy = serveSettings({ organization: { businessName: 'Harbor Cafe' } });
    await userEvent.click(await renderCard());
    const salaried = screen.getByLabelText('Salaried');
    await userEvent.clear(salaried);
    await userEvent.type(salaried, '0');
    await userEvent.selectOptions(screen.getByLabelText('Interval'), 'Day');
    await userEvent.selectOptions(screen.getByLabelText('Reset period'), 'Year');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts()).toHaveTextContent('Settings saved'));
    expect(sentBodies(spy, 'PATCH', URL)).toEqual([
      {
        coveragePolicyMode: 'restricted',
        coverageSalariedLimit: 0,
        coverageInterval: 'day',
        coverageResetPeriod: 'year',
      },
    ]);
  });
});
