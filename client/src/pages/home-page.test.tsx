import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/current-user';
import { currentUserKey } from '@/lib/query-keys';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  jsonResponse,
  makeUser,
  mockApi,
  quietDashboardApi,
  renderWithProviders,
} from '@/test/utils';
import { makeClock, makeClockPunch } from '@/features/time-clock/clock-test-data';
import { PUNCH_QUEUE_KEY } from '@/features/time-clock/punch-queue';
import HomePage from './home-page';

function serve(user: SessionUser | null) {
  return mockApi((call) => {
    const { method, url } = call;
    if (url === '/api/user') {
      return user
        ? jsonResponse(user)
        : jsonResponse({ message: 'Not signed in' }, { status: 401 });
    }
    if (method === 'POST' && url === '/api/logout') return jsonResponse({ message: 'Signed out' });
    const quiet = quietDashboardApi(call);
    if (quiet) return quiet;
    throw new Error(`unexpected ${method} ${url}`);
  });
}

describe('role routing at /', () => {
  it('shows a spinner while the user loads', () => {
    mockApi(() => new Promise<Response>(() => {}));
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in', async () => {
    serve(null);
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
  });

  it('stays put while the server cannot say who is signed in, and loads once it can', async () => {
    let back = false;
    const manager = makeUser({ role: 'manager', firstName: 'Morgan', lastName: 'Lee' });
    mockApi((call) => {
      if (!back) return jsonResponse({ message: 'The database is unreachable' }, { status: 503 });
      if (call.url === '/api/user') return jsonResponse(manager);
      return quietDashboardApi(call) ?? jsonResponse({ message: 'unexpected' }, { status: 500 });
    });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Cannot reach Shynk')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');

    back = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Welcome, Morgan Lee')).toBeInTheDocument();
  });

  it('shows a manager the manager dashboard with the role switch', async () => {
    serve(makeUser({ role: 'manager', firstName: 'Morgan', lastName: 'Lee' }));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Manager Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Morgan Lee')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Weekly Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manager' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Employee' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows an employee the employee dashboard without a role switch', async () => {
    serve(makeUser({ role: 'employee', firstName: null, lastName: null, email: 'jo@team.io' }));
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, jo')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Schedule' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'View as' })).not.toBeInTheDocument();
  });

  it('refuses a user of any other role as an unexpected answer, and sends them to sign in', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(makeUser({ role: 'admin' as SessionUser['role'] }));
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(String(logged.mock.calls[0]![0])).toBe('Unexpected answer from /api/user');
    logged.mockReset();
  });
});

describe('role view', () => {
  it("remembers a manager's switch to the employee view per user id", async () => {
    const manager = makeUser({ role: 'manager' });
    serve(manager);
    const first = renderWithProviders(<HomePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Employee' }));

    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.selectedRole)!)).toEqual({
      [manager.id]: 'employee',
    });

    // Coming back restores the choice...
    first.unmount();
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Employee' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("does not hand one user's choice to another", async () => {
    const other = makeUser({ role: 'manager' });
    localStorage.setItem(STORAGE_KEYS.selectedRole, JSON.stringify({ [other.id + 1]: 'employee' }));
    serve(other);
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'Manager Dashboard' })).toBeInTheDocument();
  });

  it('ignores a stored manager view for an employee', async () => {
    const employee = makeUser({ role: 'employee' });
    localStorage.setItem(STORAGE_KEYS.selectedRole, JSON.stringify({ [employee.id]: 'manager' }));
    serve(employee);
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
  });
});

describe('Sign Out', () => {
  it("logs out, forgets the user's stored choices and cache, and goes to /auth", async () => {
    const manager = makeUser({ role: 'manager' });
    localStorage.setItem(STORAGE_KEYS.selectedRole, JSON.stringify({ [manager.id]: 'manager' }));
    localStorage.setItem(STORAGE_KEYS.managerActiveTab, 'settings');
    const fetchSpy = serve(manager);
    const { client } = renderWithProviders(<HomePage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/logout',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(localStorage.getItem(STORAGE_KEYS.selectedRole)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.managerActiveTab)).toBeNull();
    expect(client.getQueryData(currentUserKey)).toBeNull();
  });

  it('sends waiting punches before signing out, and asks before leaving any it cannot send', async () => {
    const employee = makeUser({ role: 'employee' });
    const queued = {
      kind: 'in',
      body: { idempotencyKey: 'k-1', deviceTime: '2030-03-04T09:00:00.000Z' },
    };
    localStorage.setItem(PUNCH_QUEUE_KEY, JSON.stringify({ [employee.id]: [queued] }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls: string[] = [];
    mockApi((call) => {
      calls.push(`${call.method} ${call.url}`);
      if (call.url === '/api/user') return jsonResponse(employee);
      if (call.url === '/api/logout') return jsonResponse({ message: 'Signed out' });
      if (call.url === '/api/clock/in')
        return jsonResponse({ punch: makeClockPunch(), clock: makeClock() }, { status: 201 });
      if (call.url === '/api/clock') return jsonResponse(makeClock());
      // Whatever else the dashboard asks for is beside the point here: a plain failure, not a
      // clock where a list belongs (that would be reported as an unexpected answer).
      return quietDashboardApi(call) ?? jsonResponse({ message: 'unexpected' }, { status: 500 });
    });
    renderWithProviders(<HomePage />);
    const signOut = await screen.findByRole('button', { name: 'Sign Out' });
    // The browser says so too: what waits for a connection would never ask.
    act(() => void fireEvent(window, new Event('offline')));

    await userEvent.click(signOut);
    const dialog = await screen.findByRole('dialog', { name: 'Punches not sent yet' });
    expect(dialog).toHaveTextContent(
      "1 punch is waiting to be sent: there is no connection. They'll be sent the next time you sign in on this device.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).not.toContain('POST /api/logout');

    // Back online, the punch goes out first and nothing is asked.
    online.mockReturnValue(true);
    act(() => void fireEvent(window, new Event('online')));
    await userEvent.click(signOut);
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/clock/in',
      'POST /api/logout',
    ]);
    expect(localStorage.getItem(PUNCH_QUEUE_KEY)).toBe('{}');
    online.mockRestore();
  });

  it('signs out anyway when asked to, keeping the unsent punches for the next sign-in', async () => {
    const employee = makeUser({ role: 'employee' });
    const queue = JSON.stringify({
      [employee.id]: [
        { kind: 'out', body: { idempotencyKey: 'k-2', deviceTime: '2030-03-04T17:00:00.000Z' } },
      ],
    });
    localStorage.setItem(PUNCH_QUEUE_KEY, queue);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serve(employee);
    renderWithProviders(<HomePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(localStorage.getItem(PUNCH_QUEUE_KEY)).toBe(queue);
    online.mockRestore();
  });

  it("toasts 'Logout failed' with the message when logout fails", async () => {
    mockApi(
      (call) =>
        quietDashboardApi(call) ??
        (call.url === '/api/user'
          ? jsonResponse(makeUser({ role: 'employee' }))
          : jsonResponse({ message: 'Database unavailable' }, { status: 500 })),
    );
    renderWithProviders(<HomePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

    const region = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region).toHaveTextContent('Logout failed'));
    expect(region).toHaveTextContent('Database unavailable');
    expect(window.location.pathname).toBe('/');
  });
});
