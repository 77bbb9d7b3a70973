import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeEmployee, mockApi, renderWithProviders } from '@/test/utils';
import { EmployeesSection } from './employees-section';

describe('EmployeesSection', () => {
  it('shows a loading state, then the team in a table with an Edit action per row', async () => {
    const me = makeEmployee({ role: 'manager', firstName: 'Morgan', lastName: 'Lee' });
    const ivy = makeEmployee({
      firstName: 'Ivy',
      lastName: 'Nguyen',
      email: 'ivy@example.com',
      employeeType: 'salaried',
      weeklyHoursLimit: 37.5,
    });
    mockApi(({ url }) =>
      url.startsWith('/api/employees/weekly-hours')
        ? jsonResponse([
            { employeeId: ivy.id, scheduledHours: 40, remainingHours: 0, weeklyHoursLimit: 37.5 },
            { employeeId: me.id, scheduledHours: 10, remainingHours: 30, weeklyHoursLimit: 40 },
          ])
        : jsonResponse([me, ivy]),
    );
    renderWithProviders(<EmployeesSection currentUserId={me.id} />);
    expect(screen.getByRole('status', { name: 'Loading employees' })).toBeInTheDocument();

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Type', 'Weekly limit', 'This week', 'Actions']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Ivy Nguyen',
      'ivy@example.com',
      'Employee',
      'Salaried',
      '37.5 h/week',
      '40 hOver Limit',
      'Edit Ivy Nguyen',
    ]);
    expect(within(rows[1]!).getByText('Morgan Lee (you)')).toBeInTheDocument();
    // Under the limit: the hours without a badge.
    expect(within(rows[1]!).getByText('10 h')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Over Limit')).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Ivy Nguyen' })).toBeEnabled();
    // Phones get the same people as cards.
    expect(
      within(screen.getByRole('list', { name: 'Employees' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it("says 'No employees found' for an empty list", async () => {
    mockApi(() => jsonResponse([]));
    renderWithProviders(<EmployeesSection currentUserId={undefined} />);
    expect(await screen.findByText('No employees found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
