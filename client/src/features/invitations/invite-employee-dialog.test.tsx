import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { employeesQuery } from '@/lib/employees-query';
import { invitationKeys } from '@/lib/query-keys';
import { LocationChoiceProvider, type LocationChoice } from '@/lib/location-choice';
import type { Location } from '@/lib/locations-query';
import {
  type ApiCall,
  jsonResponse,
  makeInvitation,
  mockApi,
  renderWithProviders,
} from '@/test/utils';
import { InviteEmployeeDialog } from './invite-employee-dialog';

const INVITED = makeInvitation();
const site = (id: number, name: string): Location => ({
  id,
  name,
  address: null,
  timeZone: 'America/Chicago',
  geofence: null,
});
const DOWNTOWN = site(1, 'Downtown');
const SITES = [DOWNTOWN, site(2, 'Uptown'), site(3, 'Harbour')];

/** The inviter's locations from GET /api/locations (one unless told), everything else `answer`. */
const serve = (
  answer: (call: ApiCall) => Response | Promise<Response>,
  locations: Location[] = [DOWNTOWN],
) => mockApi((call) => (call.url === '/api/locations' ? jsonResponse(locations) : answer(call)));

/** What the form sent: the invitation POSTs, bodies parsed. */
const posted = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls
    .filter(([url]) => String(url) === '/api/employee-invitations')
    .map(([, init]) => JSON.parse(String(init?.body)));

async function openDialog(chosen?: Partial<LocationChoice>) {
  const user = userEvent.setup();
  const rendered = renderWithProviders(
    chosen ? (
      <LocationChoiceProvider
        value={{ locations: [], chosen: null, choose: () => undefined, allowAll: true, ...chosen }}
      >
        <InviteEmployeeDialog />
      </LocationChoiceProvider>
    ) : (
      <InviteEmployeeDialog />
    ),
  );
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
    const fetchSpy = serve(() => jsonResponse(INVITED, { status: 201 }));
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
    expect(posted(fetchSpy)).toEqual([]);
  });

  it("reads 'Sending...', then shows the link to copy, and refreshes both lists", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, dialog, client } = await openDialog();
    client.setQueryData(invitationKeys.list(), []);
    client.setQueryData(employeesQuery().queryKey, []);
    await fillAndSend(user, dialog);

    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    // One location: nothing is asked, and the server puts the invitee there.
    expect(within(dialog).queryByRole('group', { name: 'Locations' })).not.toBeInTheDocument();
    expect(posted(fetchSpy)).toEqual([
      { email: 'ivy@example.com', firstName: 'Ivy', lastName: 'Nguyen' },
    ]);

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
    serve(() => jsonResponse(INVITED, { status: 201 }));
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
    serve(() => jsonResponse(INVITED, { status: 201 }));
    const { user, dialog } = await openDialog();
    await fillAndSend(user, dialog);
    const copy = await within(dialog).findByRole('button', { name: 'Copy' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
    await user.click(copy);

    await waitFor(() => expect(toastRegion()).toHaveTextContent('Failed to copy URL'));
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it("toasts 'Error' with the server message and keeps the form", async () => {
    serve(() =>
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
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user, dialog } = await openDialog();
    await fillAndSend(user, dialog);
    await waitFor(() => expect(toastRegion()).toHaveTextContent('Failed to send invitation'));
  });

  it("asks where the invitee works, starting from the header's location", async () => {
    const fetchSpy = serve(() => jsonResponse(INVITED, { status: 201 }), SITES);
    const { user, dialog } = await openDialog({ chosen: 2 });
    const where = await within(dialog).findByRole('group', { name: 'Locations' });
    expect(within(where).getByLabelText('Uptown')).toBeChecked();
    expect(within(where).getByLabelText('Downtown')).not.toBeChecked();
    await user.click(within(where).getByLabelText('Harbour'));
    await fillAndSend(user, dialog);
    await within(dialog).findByText('Invitation Created Successfully!');
    expect(posted(fetchSpy)).toEqual([
      { email: 'ivy@example.com', firstName: 'Ivy', lastName: 'Nguyen', locationIds: [2, 3] },
    ]);
  });

  it('starts from every location shown when the header shows them all, and needs one', async () => {
    const fetchSpy = serve(() => jsonResponse(INVITED, { status: 201 }), SITES);
    const { user, dialog } = await openDialog({ chosen: null });
    const where = await within(dialog).findByRole('group', { name: 'Locations' });
    for (const name of ['Downtown', 'Uptown', 'Harbour'])
      expect(within(where).getByLabelText(name)).toBeChecked();
    for (const name of ['Downtown', 'Uptown', 'Harbour'])
      await user.click(within(where).getByLabelText(name));
    await fillAndSend(user, dialog);
    expect(await within(where).findByText('Choose at least one location.')).toBeInTheDocument();
    expect(posted(fetchSpy)).toEqual([]);
    await user.click(within(where).getByLabelText('Downtown'));
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await within(dialog).findByText('Invitation Created Successfully!');
    expect(posted(fetchSpy)).toEqual([expect.objectContaining({ locationIds: [1] })]);
  });
});
