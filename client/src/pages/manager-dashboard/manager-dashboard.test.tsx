import { screen, within } from '@testing-library/react';
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
import ManagerDashboard from './manager-dashboard';

function visit(url: string) {
  window.history.replaceState(null, '', url);
}

describe('ManagerDashboard', () => {
  beforeEach(() => {
    mockApi(
      (call) => quietDashboardApi(call) ?? jsonResponse({ message: 'Not found' }, { status: 404 }),
    );
  });

  it('opens the tab named by ?tab=, aliases included', () => {
    visit('/?tab=invitations');
    renderWithProviders(<ManagerDashboard session={makeSession()} />);
    expect(screen.getByRole('tab', { name: 'Employee Management' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Employee Management');
  });

  it('remembers a tab opened by ?tab= for the next visit', () => {
    visit('/?tab=time-off');
    const { unmount } = renderWithProviders(<ManagerDashboard session={makeSession()} />);
    unmount();
    expect(localStorage.getItem(STORAGE_KEYS.managerActiveTab)).toBe('requests');

    visit('/');
    renderWithProviders(<ManagerDashboard session={makeSession()} />);
    expect(screen.getByRole('tab', { name: 'Time Away Requests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('reopens the stored tab without a parameter, else Weekly Schedule', () => {
    localStorage.setItem(STORAGE_KEYS.managerActiveTab, 'requests');
    const { unmount } = renderWithProviders(<ManagerDashboard session={makeSession()} />);
    expect(screen.getByRole('tab', { name: 'Time Away Requests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    unmount();

    localStorage.clear();
    renderWithProviders(<ManagerDashboard session={makeSession()} />);
    expect(screen.getByRole('tab', { name: 'Weekly Schedule' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('puts a chosen tab in the URL and in storage', async () => {
    visit('/manager-dashboard?tab=schedule');
    renderWithProviders(<ManagerDashboard session={makeSession()} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));

    expect(window.location.pathname).toBe('/manager-dashboard');
    expect(window.location.search).toBe('?tab=settings');
    expect(localStorage.getItem(STORAGE_KEYS.managerActiveTab)).toBe('settings');
    expect(screen.getByRole('tabpanel', { name: 'Settings' })).toBeInTheDocument();
  });

  it('offers the same sections in a labelled select for small screens', async () => {
    renderWithProviders(<ManagerDashboard session={makeSession()} />);
    const select = screen.getByRole('combobox', { name: 'Dashboard section' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Weekly Schedule',
      'Time Away Requests',
      'Employee Management',
      'Timesheets',
      'Side Hustles (Coming Soon)',
      'Reports',
      'Settings',
    ]);
    await userEvent.selectOptions(select, 'side-hustles');
    expect(window.location.search).toBe('?tab=side-hustles');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Coming Soon...');
  });

  it('marks Side Hustles as Coming Soon, and offers Reports where Payroll was', async () => {
    visit('/?tab=reports');
    renderWithProviders(<ManagerDashboard session={makeSession()} />);
    expect(screen.getByRole('tab', { name: 'Side Hustles Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  });

  it('greets the manager and offers Sign Out', async () => {
    const nameless = makeUser({ role: 'manager', firstName: null, lastName: null, email: '' });
    const session = makeSession({ user: nameless });
    renderWithProviders(<ManagerDashboard session={session} />);
    expect(screen.getByText('Welcome, Manager')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(session.onSignOut).toHaveBeenCalled();
  });

  it("shows 'Access denied' outside the manager view", () => {
    renderWithProviders(<ManagerDashboard session={makeSession({ roleView: 'employee' })} />);
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it("shows 'Access denied' to a non-manager even in the manager view", () => {
    const session = makeSession({ user: makeUser({ role: 'employee' }), roleView: 'manager' });
    renderWithProviders(<ManagerDashboard session={session} />);
    expect(screen.getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });
});
