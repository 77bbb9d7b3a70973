import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '@shared/domain/dates';
import {
  type ApiCall,
  jsonResponse,
  makeOrganizationSettings,
  makeTimeOffRequest,
  makeUnavailability,
  makeUser,
  mockApi,
  renderWithProviders,
} from '@/test/utils';
import type { TimeOffRequest } from '@/features/time-off/time-off';
import TimeAwayTab from './time-away-tab';

const me = makeUser({ id: 7 });
const request = (id: number, overrides: Partial<TimeOffRequest>) =>
  makeTimeOffRequest({
    id,
    employeeId: 7,
    employeeName: 'Sam Rivera',
    endDate: '2099-01-09',
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  });
const requests = [
  request(1, { startDate: '2099-01-07', reason: 'Trip' }),
  request(2, { startDate: '2099-01-08', reason: 'Ski', status: 'approved' }),
  request(3, {
    startDate: '2099-01-09',
    type: 'appointment',
    reason: 'Dentist',
    requiresApproval: false,
    status: 'acknowledged',
  }),
];

function serve() {
  const sent: ApiCall[] = [];
  mockApi((call) => {
    if (call.method !== 'GET') {
      sent.push(call);
      return call.method === 'POST'
        ? jsonResponse(makeUnavailability(), { status: 201 })
        : jsonResponse({ id: 1 });
    }
    if (call.url === '/api/user') return jsonResponse(me);
    if (call.url === '/api/time-off-requests/my') return jsonResponse(requests);
    if (call.url === '/api/employee-preferences/7') return jsonResponse([]);
    if (call.url === '/api/preferences?employeeId=7') return jsonResponse([]);
    if (call.url === '/api/time-off-management-settings')
      return jsonResponse({
        id: 1,
        organizationId: 1,
        maxConcurrentTimeOff: 2,
        timeOffAdvanceNoticeDays: 14,
        blockTimeOffDuringBusyPeriods: false,
        busyPeriodDefinition: 'weekends',
        createdAt: '2025-06-01T00:00:00.000Z',
        updatedAt: '2025-06-01T00:00:00.000Z',
      });
    return jsonResponse(makeOrganizationSettings({ timeZone: 'America/Chicago' }));
  });
  return sent;
}

const renderTab = () => renderWithProviders(<TimeAwayTab />);

describe('Time Away tab', () => {
  it('puts the Preferences and the weekly hours wanted beside what the employee cannot work', async () => {
    serve();
    renderTab();
    const preferences = await screen.findByRole('region', { name: 'Preferences' });
    expect(await within(preferences).findByText('No preferences yet.')).toBeInTheDocument();
    const hours = screen.getByRole('region', { name: 'Weekly Hours' });
    expect(within(hours).getByText(/Your limit is 40 h a week/)).toBeInTheDocument();
  });

  it("lists one-time requests with their statuses ('Unavailable' when acknowledged), deletable only while allowed", async () => {
    const sent = serve();
    renderTab();
    const list = await screen.findByRole('region', { name: 'Time Off Requests' });
    const rows = await within(list).findAllByRole('listitem');
    expect(
      rows.map((row) => within(row).getByText(/Pending|Approved|Unavailable/).textContent),
    ).toEqual(['Pending', 'Approved', 'Unavailable']);
    expect(within(rows[1]!).queryByRole('button', { name: /Delete/ })).toBeNull();
    await userEvent.click(within(rows[2]!).getByRole('button', { name: /Delete/ }));
    expect(sent[0]).toMatchObject({ method: 'DELETE', url: '/api/time-off-requests/3' });
    expect(
      await screen.findByRole('region', { name: 'Recurring Unavailability' }),
    ).toHaveTextContent('No recurring unavailability.');
  });

  it('starts a time-off request on the first day the notice allows', async () => {
    serve();
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Request Time Off' }));
    const dialog = screen.getByRole('dialog', { name: 'Request Time Off' });
    // 14 days' notice, counted from today where the organization is.
    expect(within(dialog).getByLabelText('Date')).toHaveValue(
      addDaysIso(todayIn('America/Chicago'), 14),
    );
  });

  it('adds recurring unavailability, checking times first', async () => {
    const sent = serve();
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Unavailability' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Recurring Unavailability' });
    const d = within(dialog);
    await userEvent.click(d.getByRole('button', { name: 'Add Unavailability' }));
    expect(d.getByRole('alert')).toHaveTextContent('Start time is required');
    await userEvent.type(d.getByLabelText('Start Time'), '08:00');
    await userEvent.click(d.getByRole('button', { name: 'Add Unavailability' }));
    expect(d.getByRole('alert')).toHaveTextContent('End time is required');
    await userEvent.type(d.getByLabelText('End Time'), '12:00');
    await userEvent.selectOptions(d.getByLabelText('Day of Week'), 'Wednesday');
    await userEvent.type(d.getByLabelText('Effective From (optional)'), '2099-02-01');
    expect(d.getByLabelText('Effective Until (optional)')).toHaveAttribute('min', '2099-02-01');
    await userEvent.click(d.getByRole('button', { name: 'Add Unavailability' }));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/employee-preferences',
      body: {
        employeeId: 7,
        dayOfWeek: 3,
        startTime: '08:00',
        endTime: '12:00',
        effectiveFrom: '2099-02-01',
        effectiveUntil: null,
      },
    });
  });
});
