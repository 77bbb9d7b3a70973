import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { employeesQuery } from '@/lib/employees-query';
import { invitationKeys } from '@/lib/query-keys';
import { jsonResponse, makeInvitation, mockApi, renderWithProviders } from '@/test/utils';
import { InviteEmployeeDialog } from './invite-employee-dialog';

const INVITED = makeInvitation();

async function openDialog() {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<InviteEmployeeDialog />);
  await user.click(screen.getByRole('button', { name: 'Invite Employee' }));
  const dialog = screen.getByRole('dialog', { name: 'Invite New Employee' });
  return { user, dialog, ...rendered };
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Email Address'), 'Ivy@Example.com');
  await user.type(within(dialog).getByLabelText('First Name'), 'Ivy');
  await user.type(within(dialog).getByLabelText('Last Name'), 'Nguyen');
  await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

describe('InviteEmployeeDialog', () => {
  it('checks the fields with the shared schema and sends nothing until they pass', async () => {
    const fetchSpy = mockApi(() => jsonResponse(INVITED, { status: 201 }));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Email is required',
      'First name is required',
      'Last name is required',
    ]);

    await user.type(within(dialog).getByLabelText('Email Address'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(
      await within(dialog).findByText('Please enter a valid email address'),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("reads 'Sending...', then shows the link to copy, and refreshes both lists", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, dialog, client } = await openDialog();
    client.setQueryData(invitationKeys.list(), []);
    client.setQueryData(employeesQuery().queryKey, []);
    await fillAndSend(user, dialog);

    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/employee-invitations');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ivy@example.com',
      firstName: 'Ivy',
      lastName: 'Nguyen',
    });

    answer(jsonResponse(INVITED, { status: 201 }));
    expect(await within(dialog).findByText('Invitation Created Successfully!')).toBeInTheDocument();
    const link = within(dialog).getByLabelText('Invitation URL');
    expect(link).toHaveValue(`${window.location.origin}/invite/tok-abc`);
    expect(link).toHaveAttribute('readonly');
    expect(toastRegion()).toHaveTextContent('Invitation sent');
    expect(toastRegion()).toHaveTextContent('Employee invitation created successfully');
    expect(client.getQueryState(invitationKeys.list())?.isInvalidated).toBe(true);
    expect(client.getQueryState(employeesQuery().queryKey)?.isInvalidated).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The next invitation starts from an empty form.
    await user.click(screen.getByRole('button', { name: 'Invite Employee' }));
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
  });

  it("copies the link, reads 'Copied!' for 2 seconds and toasts", async () => {
    mockApi(() => jsonResponse(INVITED, { status: 201 }));
    const { user, dialog } = await openDialog();
    await fillAndSend(user, dialog);
    const copy = await within(dialog).findByRole('button', { name: 'Copy' });
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    vi.useFakeTimers();
    fireEvent.click(copy);
    // Lets the clipboard answer without moving the clock.
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(write).toHaveBeenCalledWith(`${window.location.origin}/invite/tok-abc`);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(toastRegion()).toHaveTextContent('Copied!');
    expect(toastRegion()).toHaveTextContent('Invitation URL copied to clipboard');
    act(() => vi.advanceTimersByTime(1999));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it("toasts 'Failed to copy URL' when the clipboard refuses", async () => {
    mockApi(() => jsonResponse(INVITED, { status: 201 }));
    const { user, dialog } = await openDialog();
    await fillAndSend(user, dialog);
    const copy = await within(dialog).findByRole('button', { name: 'Copy' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    await user.click(copy);

    await waitFor(() => expect(toastRegion()).toHaveTextContent('Failed to copy URL'));
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it("toasts 'Error' with the server message and keeps the form", async () => {
    mockApi(() =>
      jsonResponse({ message: 'A user with this email already exists' }, { status: 409 }),
    );
    const { user, dialog } = await openDialog();
    await fillAndSend(user, dialog);

    await waitFor(() => expect(toastRegion()).toHaveTextContent('Error'));
    expect(toastRegion()).toHaveTextContent('A user with this email already exists');
    expect(within(dialog).getByRole('button', { name: 'Send Invitation' })).toBeEnabled();
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue('Ivy@Example.com');
  });

  it("falls back to 'Failed to send invitation' without a server answer", async () => {
    mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, dialog } = await openDialog();
    await fillAndSend(user, dialog);
    await waitFor(() => expect(toastRegion()).toHaveTextContent('Failed to send invitation'));
  });
});
