import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { spyOnScrollIntoView } from '@/test/scroll-into-view';
import { jsonResponse, makeEmployee, mockApi, renderWithProviders } from '@/test/utils';
import { EmployeeManagementTab } from './employee-management-tab';

const manager = makeEmployee({ role: 'manager', firstName: 'Morgan', lastName: 'Lee' });

function serve() {
  mockApi(({ url }) => {
    if (url === '/api/user') return jsonResponse(manager);
    if (url === '/api/employees') return jsonResponse([manager]);
    return jsonResponse([]);
  });
}

describe('EmployeeManagementTab', () => {
  const scrollIntoView = spyOnScrollIntoView();

  it('shows the team, the Invite Employee button and the invitations', async () => {
    serve();
    renderWithProviders(<EmployeeManagementTab />);
    expect(screen.getByRole('heading', { name: 'Employee Management' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite Employee' })).toBeInTheDocument();
    // One indicator until both lists have arrived: neither list pushes the other down later.
    expect(screen.getByRole('status', { name: 'Loading the team' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
    expect(await screen.findByText('Morgan Lee (you)', { selector: 'td' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pending 0' })).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('brings the invitations into view when opened by ?tab=invitations', async () => {
    window.history.replaceState(null, '', '/?tab=invitations');
    serve();
    renderWithProviders(<EmployeeManagementTab />);
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(
      screen.getByRole('region', { name: 'Invitations' }),
    );
  });
});
