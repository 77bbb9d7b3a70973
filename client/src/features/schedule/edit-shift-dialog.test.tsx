import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/utils';
import { EditShiftDialog } from './edit-shift-dialog';
import type { Shift } from './shift';

const ivy = { id: 7, firstName: 'Ivy', lastName: 'Nguyen', email: 'ivy@example.com' };
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
  assignedEmployees: [ivy],
};

function renderDialog() {
  const api = mockApi(({ method, body }) =>
    jsonResponse(method === 'GET' ? [] : [{ ...shift, ...(body as object) }]),
  );
  renderWithProviders(
    <EditShiftDialog
      shift={shift}
      onClose={() => {}}
      employees={[{ ...ivy, role: 'employee' }]}
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

    const confirm = await screen.findByRole('dialog', { name: 'Understaffed shift' });
    expect(confirm).toHaveTextContent(
      'This shift will be understaffed (1/2 employees assigned). Do you want to save the changes anyway?',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save Anyway' }));
    expect(await screen.findByText('Shift updated successfully')).toBeInTheDocument();
    const [url, init] = api.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(url).toBe('/api/shifts/5/recurring/all');
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({ title: 'Early', duration: 90 });
    expect(body).not.toHaveProperty('date');
    expect(body).not.toHaveProperty('employeeIds');
  });
});
