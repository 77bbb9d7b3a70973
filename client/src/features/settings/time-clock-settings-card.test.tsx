import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TIME_CLOCK_SETTINGS_DEFAULTS } from '@shared/domain/time-clock-settings-defaults';
import {
  jsonResponse,
  mockApi,
  ONE_LOCATION,
  renderWithProviders,
  type ApiCall,
} from '@/test/utils';
import { TimeClockSettingsCard } from './time-clock-settings-card';

const KIOSK = {
  id: 4,
  name: 'Front door',
  locationId: 1,
  locationName: 'Main',
  lastSeenAt: null,
  createdAt: '2030-01-01T00:00:00.000Z',
};

function serve() {
  const writes: ApiCall[] = [];
  let kiosks = [KIOSK];
  mockApi((call) => {
    if (call.method !== 'GET') writes.push(call);
    if (call.url === '/api/settings/time-clock')
      return jsonResponse(call.method === 'PUT' ? call.body : TIME_CLOCK_SETTINGS_DEFAULTS);
    if (call.url === '/api/locations') return jsonResponse([ONE_LOCATION]);
    if (call.url === '/api/kiosks' && call.method === 'POST')
      return jsonResponse(
        { id: 5, name: 'Back door', locationId: 1, token: 'tok_secret' },
        { status: 201 },
      );
    if (call.url === '/api/kiosks') return jsonResponse(kiosks);
    if (call.url === '/api/kiosks/4') {
      kiosks = [];
      return jsonResponse({ id: 4 });
    }
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
  return writes;
}

describe('Time clock card', () => {
  it('saves every time clock setting together', async () => {
    const writes = serve();
    renderWithProviders(<TimeClockSettingsCard />);
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Allow clock-in without a shift' }),
    );
    await userEvent.selectOptions(screen.getByLabelText("Outside a location's area"), 'refuse');
    await userEvent.selectOptions(screen.getByLabelText('Pay period', { exact: true }), 'biweekly');
    await userEvent.selectOptions(screen.getByLabelText('Round punches to'), '15');
    const paid = screen.getByLabelText('Paid breaks up to (minutes)');
    await userEvent.clear(paid);
    await userEvent.type(paid, '10');
    await userEvent.click(screen.getByRole('switch', { name: 'Daily overtime' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.method).toBe('PUT');
    expect(writes[0]!.body).toEqual({
      ...TIME_CLOCK_SETTINGS_DEFAULTS,
      allowClockInWithoutShift: true,
      geofenceMode: 'refuse',
      payPeriod: 'biweekly',
      timeRounding: 15,
      paidBreakMaxMinutes: 10,
      dailyOvertime: true,
    });
  });

  it('shows a new kiosk link once, and revokes a kiosk', async () => {
    const writes = serve();
    renderWithProviders(<TimeClockSettingsCard />);
    expect(await screen.findByText('Front door')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create kiosk' }));
    const dialog = screen.getByRole('dialog', { name: 'Create kiosk' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Back door');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create kiosk' }));
    expect(await within(dialog).findByLabelText('Link for "Back door"')).toHaveValue(
      `${window.location.origin}/kiosk#token=tok_secret`,
    );
    expect(writes[0]!.body).toEqual({ name: 'Back door', locationId: 1 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Front door' }));
    expect(await screen.findByText('No kiosks yet.')).toBeInTheDocument();
  });
});
