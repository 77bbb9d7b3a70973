import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayIn } from '@shared/domain/dates';
import {
  type ApiCall,
  jsonResponse,
  makeOrganizationSettings,
  makeTimeOffRequest,
  makeUnavailability,
  mockApi,
  renderWithProviders,
} from '@/test/utils';
import type { TimeOffRequest } from '@/features/time-off/time-off';
import TimeAwayRequestsTab from './time-away-requests-tab';

let nextId = 1;
const request = (overrides: Partial<TimeOffRequest> = {}): TimeOffRequest =>
  makeTimeOffRequest({
    id: nextId++,
    employeeId: 5,
    employeeName: 'Ana Ruiz',
    startDate: '2099-01-07',
    endDate: '2099-01-09',
    reason: 'Trip',
    ...overrides,
  });

function serve(pending: TimeOffRequest[], all: TimeOffRequest[], failDecisions = false) {
  const sent: ApiCall[] = [];
  mockApi((call) => {
    if (call.method !== 'GET') {
      sent.push(call);
      if (failDecisions)
        return jsonResponse(
          { message: 'This request has already been processed' },
          { status: 409 },
        );
      // A decision answers with the request in its new status.
      const status = (call.body as { status?: string }).status ?? 'cancelled';
      return jsonResponse({ ...(pending[0] ?? all[0]), status });
    }
    if (call.url.endsWith('/pending')) return jsonResponse(pending);
    if (call.url.endsWith('/all')) return jsonResponse(all);
    if (call.url === '/api/employee-preferences')
      return jsonResponse([
        {
          ...makeUnavailability({ employeeId: 5, startTime: '08:00', endTime: '12:00' }),
          employeeName: 'Ana Ruiz',
          notes: 'School run',
        },
      ]);
    return jsonResponse(makeOrganizationSettings({ timeZone: 'America/Chicago' }));
  });
  return { sent };
}

const card = (name: string) => screen.findByRole('region', { name });

describe('Time Away Requests tab', () => {
  it('splits pending approvals from informational entries and decides them with a toast', async () => {
    const vacation = request();
    const appointment = request({
      type: 'appointment',
      requiresApproval: false,
      employeeName: 'Bo Lee',
    });
    const { sent } = serve([vacation, appointment], [vacation, appointment]);
    renderWithProviders(<TimeAwayRequestsTab />);
    const pending = await card('Pending Approvals');
    await within(pending).findByText('Ana Ruiz');
    const informational = within(pending).getByRole('heading', {
      name: 'Informational',
    }).parentElement!;
    expect(informational).toHaveTextContent('Bo Lee');
    expect(within(informational).getByRole('button', { name: 'Acknowledge' })).toBeVisible();

    await userEvent.click(
      within(pending).getByRole('button', { name: "Approve Ana Ruiz's request" }),
    );
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: `/api/time-off-requests/${vacation.id}`,
      body: { status: 'approved' },
    });
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Time off request approved')).toBeVisible();
    expect(await card('Employee Unavailability')).toHaveTextContent('Mondays 08:00 - 12:00');
    expect(await card('History')).toHaveTextContent('No processed requests');
  });

  it("shows 'Failed to update time off request' when a decision fails", async () => {
    serve([request()], [], true);
    renderWithProviders(<TimeAwayRequestsTab />);
    const pending = await card('Pending Approvals');
    await userEvent.click(
      await within(pending).findByRole('button', { name: "Deny Ana Ruiz's request" }),
    );
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Failed to update time off request')).toBeVisible();
    expect(within(toasts).getByText('This request has already been processed')).toBeVisible();
  });

  it('dims ended requests and cancels approved time off that has not ended, with a reason', async () => {
    const today = todayIn('America/Chicago');
    const running = request({ status: 'approved', startDate: today, endDate: '2099-01-01' });
    const ended = request({
      status: 'approved',
      startDate: '2020-01-01',
      endDate: '2020-01-02',
      employeeName: 'Cy Park',
    });
    const { sent } = serve([], [running, ended]);
    renderWithProviders(<TimeAwayRequestsTab />);
    const history = await card('History');
    const rows = await within(history).findAllByRole('listitem');
    expect(rows[1]).toHaveClass('opacity-60');
    expect(rows[0]).not.toHaveClass('opacity-60');
    expect(within(rows[1]!).queryByRole('button', { name: /Cancel Time-Off/ })).toBeNull();

    await userEvent.click(
      within(rows[0]!).getByRole('button', { name: 'Cancel Time-Off for Ana Ruiz' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel Time-Off' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Time-Off' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Reason is required');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Inventory');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Time-Off' }));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `/api/time-off-requests/${running.id}/cancel`,
      body: { reason: 'Inventory' },
    });
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText(
        'Time off cancelled',
      ),
    ).toBeVisible();
  });
});
