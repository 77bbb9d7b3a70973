import { DEFAULT_TIME_ZONE } from '@shared/domain/dates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeOrganizationSettings, mockApi, renderWithProviders } from '@/test/utils';
import { EditShiftDialog } from './edit-shift-dialog';
import type { Shift } from './shift';

const ivy = { id: 7, firstName: 'Ivy', lastName: 'Nguyen', email: 'ivy@example.com' };
const ben = { id: 8, firstName: 'Ben', lastName: 'Ortiz', email: 'ben@example.com' };
const shift: Shift = {
  id: 5,
  title: 'Morning',
  shiftType: 'Standard',
  color: 'teal',
  numberOfStations: 1,
  employeesPerStation: 2,
  date: '2026-11-23',
  startTime: '09:00',
  endTime: '10:30',
  duration: 90,
  notes: null,
  recurringSeriesId: 'series-1',
  positionId: null,
  positionName: null,
  positionColor: null,
  offeredAt: null,
  claimMode: null,
  bidDeadline: null,
  pendingClaims: 0,
  locationId: 1,
  locationName: 'Main',
  locationTimeZone: DEFAULT_TIME_ZONE,
  createdBy: null,
  published: true,
  assignments: [],
  assignedEmployees: [ivy],
};

function renderDialog(availabilityWarning: string | null = null) {
  const api = mockApi(({ method, url, body }) => {
    if (url === '/api/organization-settings') return jsonResponse(makeOrganizationSettings());
    if (url.includes('/full-availability-check'))
      return jsonResponse({ warning: availabilityWarning, allowOverride: !!availabilityWarning });
    return jsonResponse(method === 'GET' ? [] : [{ ...shift, ...(body as object) }]);
  });
  renderWithProviders(
    <EditShiftDialog
      shift={shift}
      onClose={() => {}}
      employees={[
        { ...ivy, role: 'employee' },
        { ...ben, role: 'employee' },
      ]}
      notifyDefault
    />,
  );
  return api;
}

describe('EditShiftDialog', () => {
  it("reads 'No Changes' until a field changes, then saves the series", async () => {
    const api = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Edit Shift' });
    expect(within(dialog).getByRole('button', { name: 'No Changes' })).toBeDisabled();
    expect(within(dialog).getByLabelText('Date')).toHaveAttribute('readonly');
    expect(
      within(dialog).getByText('Date cannot be changed for recurring shifts'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        /^Select exactly 2 employees .*or remove all employees to save without assignments$/,
      ),
    ).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Early');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    // The people did not change, so there is no understaffed question to answer.
    expect(await screen.findByText('Shift updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Understaffed shift' })).not.toBeInTheDocument();
    const [url, init] = api.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(url).toBe('/api/shifts/5/recurring/all');
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({ title: 'Early', duration: 90 });
    expect(body).not.toHaveProperty('date');
    expect(body).not.toHaveProperty('employeeIds');
  });

  it("chooses people in a sub-view with 'Back to Edit', checks the new ones, then saves", async () => {
    const api = renderDialog('Ben Ortiz has approved time off on Mon, Nov 23, 2026.');
    const dialog = screen.getByRole('dialog', { name: 'Edit Shift' });
    expect(within(dialog).getByText('Ivy Nguyen')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose Employees' }));
    expect(within(dialog).queryByLabelText('Title')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ben Ortiz' }));
    expect(within(dialog).queryByText(/^Select exactly 2 employees/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Edit' }));
    expect(within(dialog).getByLabelText('Title')).toBeInTheDocument();
    expect(within(dialog).getByText('Ivy Nguyen, Ben Ortiz')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText(/^Ben Ortiz: Ben Ortiz has approved/),
    ).toBeInTheDocument();
    const checks = api.mock.calls.filter(([url]) => String(url).includes('availability-check'));
    // Only the newly chosen person, at the shift's location: Ivy already works this shift.
    expect(checks.map(([url]) => String(url))).toEqual([
      '/api/employees/8/full-availability-check?date=2026-11-23&startTime=09%3A00&duration=90&locationId=1',
    ]);
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign with Override' }));
    expect(await screen.findByText('Shift updated successfully')).toBeInTheDocument();
    const [, init] = api.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      employeeIds: [7, 8],
      allowOverride: true,
    });
  });

  it('asks before saving an understaffed crew only when the people changed', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Edit Shift' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose Employees' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ivy Nguyen' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ben Ortiz' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Understaffed shift' });
    expect(confirm).toHaveTextContent(
      'This shift will be understaffed (1/2 employees assigned). Do you want to save the changes anyway?',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save Anyway' }));
    expect(await screen.findByText('Shift updated successfully')).toBeInTheDocument();
  });
});
