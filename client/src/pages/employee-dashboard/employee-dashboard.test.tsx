import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  jsonResponse,
  makeSession,
  makeUser,
  mockApi,
  quietDashboardApi,
  renderWithProviders,
} from '@/test/utils';
import EmployeeDashboard from './employee-dashboard';

const employeeSession = () =>
  makeSession({ user: makeUser({ role: 'employee' }), roles: ['employee'], roleView: 'employee' });

describe('EmployeeDashboard', () => {
  beforeEach(() => {
    mockApi(
      (call) => quietDashboardApi(call) ?? jsonResponse({ message: 'Not found' }, { status: 404 }),
    );
  });

  it('lists its tabs, with preferences shown as Time Away', () => {
    renderWithProviders(<EmployeeDashboard session={employeeSession()} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My Schedule',
      'Shift Requests',
      'Time Away',
      'Payroll',
      'Side Hustles',
      'Settings',
    ]);
  });

  it('maps ?tab=time-off to Time Away', () => {
    window.history.replaceState(null, '', '/?tab=time-off');
    renderWithProviders(<EmployeeDashboard session={employeeSession()} />);
    expect(screen.getByRole('tab', { name: 'Time Away' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the own timesheet under ?tab=payroll, and the Side Hustles copy', async () => {
    renderWithProviders(<EmployeeDashboard session={employeeSession()} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Payroll' }));
    expect(await screen.findByRole('heading', { name: 'My timesheet' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.employeeActiveTab)).toBe('payroll');

    await userEvent.click(screen.getByRole('tab', { name: 'Side Hustles' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'Future home for tracking your side hustles',
    );
    expect(window.location.search).toBe('?tab=side-hustles');
  });

  it('lets a manager in the employee view switch back', async () => {
    const session = makeSession({ roleView: 'employee' });
    renderWithProviders(<EmployeeDashboard session={session} />);
    await userEvent.click(screen.getByRole('button', { name: 'Manager' }));
    expect(session.onRoleViewChange).toHaveBeenCalledWith('manager');
  });

  it("shows 'Access denied' outside the employee view", () => {
    renderWithProviders(<EmployeeDashboard session={makeSession({ roleView: 'manager' })} />);
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
