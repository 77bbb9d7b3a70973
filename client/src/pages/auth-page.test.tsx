import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timeZoneLabel } from '@shared/domain/time-zones';
import { currentUserKey } from '@/lib/query-keys';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  type ApiCall,
  jsonResponse,
  makeInvitationDetails,
  makeUser,
  mockApi,
  renderWithProviders,
} from '@/test/utils';
import AuthPage from './auth-page';
// Loaded ahead, so the page's lazy import resolves at once instead of transforming mid-test.
import '@/features/auth/registration-card';
import '@/features/auth/signup-card';

const INVITATION = makeInvitationDetails();

/** Signed out; the invitation answers with `invitation`; other calls go to `register`. */
function serve(
  invitation: Response | (() => Response),
  register: (call: ApiCall) => Response | Promise<Response> = () => jsonResponse({}),
) {
  return mockApi((call) => {
    if (call.url === '/api/user')
      return jsonResponse({ message: 'Not signed in' }, { status: 401 });
    if (call.url === '/api/signup' && call.method === 'GET')
      return jsonResponse({ enabled: false });
    if (call.url === '/api/employee-invitations/verify/tok-123') {
      return typeof invitation === 'function' ? invitation() : invitation;
    }
    return register(call);
  });
}

function withInvitation() {
  window.history.replaceState(null, '', '/auth');
  sessionStorage.setItem(STORAGE_KEYS.invitationToken, 'tok-123');
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

describe('the sign-in screen', () => {
  it('shows Sign In with the forgotten-password link when no invitation is pending', async () => {
    serve(jsonResponse(INVITATION));
    renderWithProviders(<AuthPage />);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.queryByText('Complete Your Registration')).not.toBeInTheDocument();
  });
});

describe('starting a schedule', () => {
  function serveSignup(onSignup: (call: ApiCall) => Response) {
    window.history.replaceState(null, '', '/auth');
    return mockApi((call) => {
      if (call.url === '/api/user')
        return jsonResponse({ message: 'Not signed in' }, { status: 401 });
      if (call.url === '/api/signup' && call.method === 'GET')
        return jsonResponse({ enabled: true });
      return onSignup(call);
    });
  }

  it('is offered only where sign-up is open', async () => {
    serve(jsonResponse(INVITATION));
    renderWithProviders(<AuthPage />);
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.queryByRole('button', { name: 'Start a schedule' })).not.toBeInTheDocument();
  });

  it('sends the business and the manager, then says where the link went', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    serveSignup((call) => {
      sent.push(call.body);
      return jsonResponse({ message: 'Check your email: we sent you a link.' }, { status: 202 });
    });
    renderWithProviders(<AuthPage />);
    await user.click(await screen.findByRole('button', { name: 'Start a schedule' }));
    await user.click(await screen.findByRole('button', { name: 'Create My Schedule' }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Business Name'), 'Corner Café');
    await user.selectOptions(screen.getByLabelText('Week Starts On'), 'Saturday');
    await user.type(screen.getByLabelText('First Name'), 'Maya');
    await user.type(screen.getByLabelText('Last Name'), 'Quinn');
    await user.type(screen.getByLabelText('Email'), 'Maya@Example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Create My Schedule' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Maya@Example.com');
    expect(sent).toEqual([
      expect.objectContaining({
        businessName: 'Corner Café',
        weekStartsOn: 6,
        firstName: 'Maya',
        email: 'maya@example.com',
        password: 'correct-horse',
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('the registration card', () => {
  it('appears with an invitation token and is prefilled from the invitation', async () => {
    withInvitation();
    serve(jsonResponse(INVITATION));
    renderWithProviders(<AuthPage />);

    expect(
      await screen.findByRole('heading', { name: 'Complete Your Registration' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("You've been invited! Create your account to join the team."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Already have an account? Please use the login form after completing registration.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ivy');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Nguyen');
    // The server accepts only the invited address.
    expect(screen.getByLabelText('Email')).toHaveValue('ivy@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
    // Only the first manager names the business.
    expect(screen.queryByLabelText('Business Name')).not.toBeInTheDocument();
  });

  it('asks the first manager to create the business, with a time zone guessed from the device', async () => {
    withInvitation();
    const fetchSpy = serve(
      jsonResponse(
        makeInvitationDetails({ email: '', firstName: '', lastName: '', firstManager: true }),
      ),
      () => jsonResponse(makeUser({ role: 'manager' }), { status: 201 }),
    );
    renderWithProviders(<AuthPage />);
    expect(
      await screen.findByRole('heading', { name: 'Create Your Business' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You've been invited/)).not.toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('readonly');
    const zone = await screen.findByRole('combobox', { name: 'Time Zone' });
    // jsdom runs in the process's zone, which Intl names for the form to guess.
    const device = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).toHaveValue(timeZoneLabel(device));

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Business name is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Business Name'), 'Harbor Climbing');
    await user.clear(zone);
    await user.type(zone, 'dublin');
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Week Starts On')).toHaveDisplayValue('Monday');
    await user.selectOptions(screen.getByLabelText('Week Starts On'), 'Sunday');
    await user.type(screen.getByLabelText('First Name'), 'Rosa');
    await user.type(screen.getByLabelText('Last Name'), 'Founder');
    await user.type(email, 'rosa@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    const register = fetchSpy.mock.calls.find(([url]) => url === '/api/register')!;
    expect(JSON.parse(String(register[1]?.body))).toEqual({
      businessName: 'Harbor Climbing',
      timeZone: 'Europe/Dublin',
      weekStartsOn: 0,
      firstName: 'Rosa',
      lastName: 'Founder',
      email: 'rosa@example.com',
      password: 'secret12',
      invitationToken: 'tok-123',
    });
  });

  it('reads "Creating Account..." while pending, then signs in, forgets the token and goes to /', async () => {
    withInvitation();
    const created = makeUser({ email: 'ivy@example.com', firstName: 'Ivy' });
    let answer: (response: Response) => void = () => {};
    const fetchSpy = serve(
      jsonResponse(INVITATION),
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { client } = renderWithProviders(<AuthPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    const register = fetchSpy.mock.calls.find(([url]) => url === '/api/register')!;
    expect(JSON.parse(String(register[1]?.body))).toEqual({
      email: INVITATION.email,
      firstName: INVITATION.firstName,
      lastName: INVITATION.lastName,
      password: 'secret12',
      invitationToken: 'tok-123',
    });

    answer(jsonResponse(created, { status: 201 }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(STORAGE_KEYS.invitationToken)).toBeNull();
    expect(client.getQueryData(currentUserKey)).toEqual(created);
  });

  it('toasts "Registration failed" with the message and keeps the invitation', async () => {
    withInvitation();
    serve(jsonResponse(INVITATION), () =>
      jsonResponse({ message: 'A user with this email already exists' }, { status: 409 }),
    );
    renderWithProviders(<AuthPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(toastRegion()).toHaveTextContent('Registration failed'));
    expect(toastRegion()).toHaveTextContent('A user with this email already exists');
    expect(sessionStorage.getItem(STORAGE_KEYS.invitationToken)).toBe('tok-123');
    expect(window.location.pathname).toBe('/auth');
  });

  it('checks the fields with the shared schema before sending', async () => {
    withInvitation();
    const fetchSpy = serve(
      jsonResponse(makeInvitationDetails({ email: '', firstName: '', lastName: '' })),
    );
    renderWithProviders(<AuthPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create Account' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password must be at least 6 characters long',
    ]);
    expect(fetchSpy.mock.calls.some(([url]) => url === '/api/register')).toBe(false);
  });

  it('says when the invitation is no longer valid and leads back to the login form', async () => {
    withInvitation();
    serve(() =>
      jsonResponse(
        { message: 'This invitation is invalid, expired, or has already been used.' },
        { status: 404 },
      ),
    );
    renderWithProviders(<AuthPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation is invalid, expired, or has already been used.',
    );
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.invitationToken)).toBeNull();
  });
});
