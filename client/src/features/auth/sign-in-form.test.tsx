import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUserKey } from '@/lib/query-keys';
import { jsonResponse, makeUser, mockApi, renderWithProviders } from '@/test/utils';
import { SignInForm } from './sign-in-form';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('SignInForm', () => {
  beforeEach(() => window.history.replaceState(null, '', '/auth'));

  it('shows inline errors for missing fields and sends nothing', async () => {
    const fetchSpy = mockApi(() => jsonResponse({}));
    renderWithProviders(<SignInForm />);
    await fillAndSubmit('', '');

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Email is required',
      'Password must be at least 6 characters long',
    ]);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects an invalid email and a short password', async () => {
    const fetchSpy = mockApi(() => jsonResponse({}));
    renderWithProviders(<SignInForm />);
    await fillAndSubmit('not-an-email', '12345');

    expect(await screen.findByText('Please enter a valid email address')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows and hides the password with its toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInForm />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('reads "Signing in..." and is disabled while pending', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<SignInForm />);
    await fillAndSubmit('sam@example.com', 'secret1');

    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    answer(jsonResponse({ message: 'Invalid email or password' }, { status: 401 }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows the "Login failed" toast with the server message', async () => {
    mockApi(() => jsonResponse({ message: 'Invalid email or password' }, { status: 401 }));
    renderWithProviders(<SignInForm />);
    await fillAndSubmit('sam@example.com', 'wrong-password');

    const region = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(region).toHaveTextContent('Login failed'));
    expect(region).toHaveTextContent('Invalid email or password');
    // Wrong credentials are not an expired session.
    expect(region).not.toHaveTextContent('Unauthorized');
    expect(window.location.pathname).toBe('/auth');
  });

  it('posts email and password to /api/login, caches the user and goes to /', async () => {
    const signedIn = makeUser({ email: 'sam@example.com' });
    const fetchSpy = mockApi(() => jsonResponse(signedIn));
    const { client } = renderWithProviders(<SignInForm />);
    await fillAndSubmit('  Sam@Example.com ', 'secret1');

    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'sam@example.com',
      password: 'secret1',
    });
    expect(client.getQueryData(currentUserKey)).toEqual(signedIn);
  });
});
