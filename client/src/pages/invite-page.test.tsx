import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { paths } from '@/paths';
import { jsonResponse, makeInvitationDetails, mockApi, renderWithProviders } from '@/test/utils';
import InvitePage from './invite-page';

function visit(url: string) {
  window.history.replaceState(null, '', url);
  return renderWithProviders(<Route path={paths.invite} component={InvitePage} />);
}

describe('the invitation page', () => {
  it("shows 'Verifying Invitation' while the token is checked", () => {
    mockApi(() => new Promise<Response>(() => {}));
    visit('/invite/tok-123');
    expect(screen.getByRole('heading', { name: 'Verifying Invitation' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Verifying invitation' })).toBeInTheDocument();
  });

  it('shows who is invited, a Valid Invitation badge, and accepting goes to /auth with the token', async () => {
    const fetchSpy = mockApi(() => jsonResponse(makeInvitationDetails()));
    visit('/invite/tok-123');

    expect(await screen.findByText('Valid Invitation')).toBeInTheDocument();
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/employee-invitations/verify/tok-123');
    expect(screen.getByText('ivy@example.com')).toBeInTheDocument();
    expect(screen.getByText('Ivy')).toBeInTheDocument();
    expect(screen.getByText('Nguyen')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation & Join Team' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.invitationToken)).toBe('tok-123');
    expect(window.location.pathname).toBe('/auth');
  });

  it('tells the first-run link holder they are creating the business', async () => {
    mockApi(() =>
      jsonResponse(
        makeInvitationDetails({ email: '', firstName: '', lastName: '', firstManager: true }),
      ),
    );
    visit('/invite/tok-first');
    expect(
      await screen.findByRole('heading', { name: 'Set Up Your Business' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/invited to join your team/)).not.toBeInTheDocument();
    expect(screen.queryByText('Join Your Team')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set Up My Business' }));
    expect(sessionStorage.getItem(STORAGE_KEYS.invitationToken)).toBe('tok-first');
    expect(window.location.pathname).toBe('/auth');
  });

  it("shows 'Invitation Error' with the server message, asking only once", async () => {
    const fetchSpy = mockApi(() =>
      jsonResponse({ message: 'This invitation has been withdrawn.' }, { status: 404 }),
    );
    visit('/invite/tok-123');
    expect(await screen.findByRole('heading', { name: 'Invitation Error' })).toBeInTheDocument();
    expect(screen.getByText('This invitation has been withdrawn.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.invitationToken)).toBeNull();
  });

  it('falls back to our message when the server gave none', async () => {
    mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    visit('/invite/tok-123');
    expect(await screen.findByRole('heading', { name: 'Invitation Error' })).toBeInTheDocument();
    expect(
      screen.getByText('This invitation is invalid, expired, or has already been used.'),
    ).toBeInTheDocument();
  });

  it.each(['/invite', '/invite/', '/invite/%20%20'])(
    "shows 'Invalid Invitation' for %s without asking the server",
    async (url) => {
      const fetchSpy = mockApi(() => jsonResponse({}));
      visit(url);
      expect(screen.getByRole('heading', { name: 'Invalid Invitation' })).toBeInTheDocument();
      expect(screen.getByText('The invitation link is invalid or malformed.')).toBeInTheDocument();
      await waitFor(() => expect(fetchSpy).not.toHaveBeenCalled());
    },
  );
});
