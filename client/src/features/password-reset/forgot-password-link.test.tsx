import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/utils';
import { ForgotPasswordLink } from './forgot-password-link';
// Loaded ahead, so the link's lazy import resolves at once instead of transforming mid-test.
import './forgot-password-dialog';

const SENT = "If an account with that email exists, you'll receive a password reset link shortly.";

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<ForgotPasswordLink />);
  await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Reset Password' }) };
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

describe('ForgotPasswordLink', () => {
  it('toasts "Email required" for an empty email and sends nothing', async () => {
    const fetchSpy = mockApi(() => jsonResponse({ message: SENT }));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(toastRegion()).toHaveTextContent('Email required');
    expect(toastRegion()).toHaveTextContent('Please enter your email address');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
  });

  it('posts the email, then says a link is on its way and offers Back to Login', async () => {
    const fetchSpy = mockApi(() => jsonResponse({ message: SENT }));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'sam@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    expect(await within(dialog).findByText(SENT)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/password-reset');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'sam@example.com' });
    expect(toastRegion()).toHaveTextContent('Password reset sent');
    expect(toastRegion()).toHaveTextContent(SENT);

    await user.click(within(dialog).getByRole('button', { name: 'Back to Login' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Opening again starts over at the email step.
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('toasts "Error" with the server message when the request fails', async () => {
    mockApi(() => jsonResponse({ message: 'Too many password reset attempts.' }, { status: 429 }));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'sam@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    await waitFor(() => expect(toastRegion()).toHaveTextContent('Error'));
    expect(toastRegion()).toHaveTextContent('Too many password reset attempts.');
    expect(within(dialog).queryByText(SENT)).not.toBeInTheDocument();
  });

  it('falls back to "Failed to send password reset email" without a server answer', async () => {
    mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'sam@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));

    await waitFor(() =>
      expect(toastRegion()).toHaveTextContent('Failed to send password reset email'),
    );
  });

  it('closes with Cancel', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
