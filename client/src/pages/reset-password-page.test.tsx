import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { paths } from '@/paths';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/utils';
import ResetPasswordPage from './reset-password-page';

const UPDATED = 'Your password has been updated. You can now log in with your new password.';

function visit(url = '/reset-password/tok-123') {
  window.history.replaceState(null, '', url);
  return renderWithProviders(<Route path={paths.resetPassword} component={ResetPasswordPage} />);
}

async function fill(password: string, confirmation: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm New Password'), confirmation);
  return user;
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

function expectInvalidLinkScreen() {
  // The page, not the toast, which may say the same.
  const page = within(screen.getByRole('main'));
  expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
  expect(page.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
  expect(
    page.getByText('Password reset links expire after 1 hour for security reasons.'),
  ).toBeInTheDocument();
  expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
}

describe('the reset-password page', () => {
  it('offers both fields with their own toggles and a way back to login', async () => {
    visit();
    const user = userEvent.setup();
    const [first, second] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(second!);
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    await user.click(first!);
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
  });

  it.each([
    ['', 'secret12', 'Missing fields', 'Please fill in all fields'],
    [
      'secret12',
      'secret13',
      "Passwords don't match",
      'Please make sure both passwords are the same',
    ],
    ['abc12', 'abc12', 'Password too short', 'Password must be at least 6 characters long'],
  ])('checks %j / %j before sending: %s', async (password, confirmation, title, description) => {
    const fetchSpy = mockApi(() => jsonResponse({ message: UPDATED }));
    visit();
    const user = await fill(password, confirmation);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(toastRegion()).toHaveTextContent(title);
    expect(toastRegion()).toHaveTextContent(description);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("resets, reads 'Updating Password...', and goes to /auth after exactly 2 seconds", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    visit();
    await fill('new-secret', 'new-secret');
    vi.useFakeTimers();
    // Timers are fake from here: advancing by 0 lets React Query publish without moving the clock.
    const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Updating Password...' })).toBeDisabled();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/password-reset/verify');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok-123', newPassword: 'new-secret' });

    answer(jsonResponse({ message: UPDATED }));
    await settle();
    await settle();
    expect(toastRegion()).toHaveTextContent('Password reset successful!');
    expect(toastRegion()).toHaveTextContent(UPDATED);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(window.location.pathname).toBe('/reset-password/tok-123');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(window.location.pathname).toBe('/auth');
  });

  it("toasts 'Reset failed' with the message and flips to the invalid-link screen", async () => {
    mockApi(() =>
      jsonResponse(
        { message: 'This password reset link is invalid or has expired.' },
        { status: 400 },
      ),
    );
    visit();
    const user = await fill('new-secret', 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(toastRegion()).toHaveTextContent('Reset failed');
    expect(toastRegion()).toHaveTextContent('This password reset link is invalid or has expired.');
    expectInvalidLinkScreen();
  });

  it("toasts 'Error' on a network failure and keeps the form for another try", async () => {
    mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    visit();
    const user = await fill('new-secret', 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    await waitFor(() => expect(toastRegion()).toHaveTextContent('Error'));
    expect(toastRegion()).toHaveTextContent('Failed to reset password. Please try again.');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Invalid Reset Link' })).not.toBeInTheDocument();
  });

  it.each(['/reset-password', '/reset-password/%20'])(
    'shows the invalid-link screen at %s',
    (url) => {
      visit(url);
      expectInvalidLinkScreen();
      expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    },
  );
});
