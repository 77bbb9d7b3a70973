import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/lib/current-user';
import {
  jsonResponse,
  makeOrganizationSettings,
  makeUser,
  mockApi,
  quietDashboardApi,
  renderWithProviders,
} from '@/test/utils';
import { AppRoutes } from './app';

function visit(url: string, user: SessionUser | null = null) {
  window.history.replaceState(null, '', url);
  mockApi((call) => {
    if (call.url !== '/api/user')
      return (
        quietDashboardApi(call) ??
        (call.url === '/api/organization-settings'
          ? jsonResponse(makeOrganizationSettings())
          : jsonResponse({ message: 'Not found' }, { status: 404 }))
      );
    return user ? jsonResponse(user) : jsonResponse({ message: 'Not signed in' }, { status: 401 });
  });
  return renderWithProviders(<AppRoutes />);
}

describe('routes', () => {
  it("shows '404 Page Not Found' with a link home for any other path", async () => {
    visit('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the Sign In card at /auth to a signed-out visitor', async () => {
    visit('/auth');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(
      screen.getByText("Don't have an account? New team members must be invited by a manager."),
    ).toBeInTheDocument();
  });

  it('sends a signed-in user from /auth to /', async () => {
    visit('/auth', makeUser({ role: 'employee' }));
    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it.each(['/manager-dashboard', '/coach-dashboard'])('routes %s by role like /', async (path) => {
    visit(path, makeUser({ role: 'manager' }));
    expect(await screen.findByRole('heading', { name: 'Manager Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });

  it.each([
    // The stub answers every call with 401: the invitation cannot be verified.
    ['/invite/abc123', 'Invitation Error'],
    ['/reset-password/abc123', 'Reset Password'],
    ['/public-schedule/abc123', 'Share Link Error'],
  ])('serves %s without signing in, with a way back to login', async (path, heading) => {
    visit(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
  });

  it('sends a signed-out visitor at / to /auth', async () => {
    visit('/');
    await waitFor(() => expect(window.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
