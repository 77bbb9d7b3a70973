import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders, type ApiCall } from '@/test/utils';
import type { Invitation } from './invitation';
import { InvitationsSection } from './invitations-section';

const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

let nextId = 1;
function makeInvitation(overrides: Partial<Invitation> = {}): Invitation {
  const id = nextId++;
  return {
    id,
    organizationId: 1,
    email: `person${id}@example.com`,
    firstName: 'Ivy',
    lastName: `Person${id}`,
    role: 'employee',
    invitationToken: `token-${id}`,
    invitedBy: 1,
    locationIds: [],
    status: 'pending',
    expiresAt: iso(6),
    createdAt: iso(-1),
    updatedAt: iso(-1),
    inviter: { firstName: 'Morgan', lastName: 'Lee', email: 'morgan@example.com' },
    ...overrides,
  };
}

const pending = makeInvitation({ email: 'pending@example.com' });
// Still marked pending, but its week is over: it counts as expired.
const lapsed = makeInvitation({ email: 'lapsed@example.com', expiresAt: iso(-1) });
const accepted = makeInvitation({ email: 'accepted@example.com', status: 'accepted' });
const expired = makeInvitation({
  email: 'expired@example.com',
  status: 'expired',
  expiresAt: '2025-03-08T12:00:00.000Z',
  createdAt: '2025-03-01T12:00:00.000Z',
});

function serve(
  invitations: Invitation[],
  onDelete: (call: ApiCall) => Response = () => jsonResponse({ message: 'Invitation deleted' }),
) {
  return mockApi((call) => (call.method === 'DELETE' ? onDelete(call) : jsonResponse(invitations)));
}

const group = (name: RegExp) => screen.getByRole('region', { name });
const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

describe('InvitationsSection', () => {
  it('sorts invitations into Pending, Accepted and Expired with their counts', async () => {
    serve([pending, lapsed, accepted, expired]);
    renderWithProviders(<InvitationsSection />);

    expect(await screen.findByRole('heading', { name: 'Pending 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Accepted 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Expired 2' })).toBeInTheDocument();
    expect(group(/^Pending/)).toHaveTextContent('pending@example.com');
    expect(group(/^Accepted/)).toHaveTextContent('accepted@example.com');
    expect(group(/^Expired/)).toHaveTextContent('lapsed@example.com');
    expect(group(/^Expired/)).toHaveTextContent('expired@example.com');
  });

  it('shows name, inviter, sent and expiry dates', async () => {
    serve([expired]);
    renderWithProviders(<InvitationsSection />);
    const item = (await screen.findByText('expired@example.com')).closest('li')!;
    expect(item).toHaveTextContent(`Ivy ${expired.lastName}`);
    expect(item).toHaveTextContent('Invited by Morgan Lee');
    expect(item).toHaveTextContent('Sent Mar 1, 2025');
    expect(item).toHaveTextContent('Expired Mar 8, 2025');
  });

  it('tells when an accepted invitation was accepted instead of when it expires', async () => {
    serve([{ ...accepted, updatedAt: '2025-04-02T12:00:00.000Z' }]);
    renderWithProviders(<InvitationsSection />);
    const item = (await screen.findByText('accepted@example.com')).closest('li')!;
    expect(item).toHaveTextContent('Accepted Apr 2, 2025');
    expect(item).not.toHaveTextContent('Expires');
  });

  it('says so when a section is empty', async () => {
    serve([]);
    renderWithProviders(<InvitationsSection />);
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
    expect(screen.getByText('No accepted invitations')).toBeInTheDocument();
    expect(screen.getByText('No expired invitations')).toBeInTheDocument();
  });

  it('offers copying only for pending links and deleting for all but accepted ones', async () => {
    serve([pending, accepted, expired]);
    renderWithProviders(<InvitationsSection />);
    await screen.findByRole('heading', { name: 'Pending 1' });

    expect(within(group(/^Pending/)).getByRole('button', { name: /Copy link/ })).toBeEnabled();
    expect(within(group(/^Pending/)).getByRole('button', { name: /Delete/ })).toBeEnabled();
    expect(within(group(/^Accepted/)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(group(/^Expired/)).queryByRole('button', { name: /Copy/ })).toBeNull();
    expect(within(group(/^Expired/)).getByRole('button', { name: /Delete/ })).toBeEnabled();
  });

  it("copies a pending invitation's link", async () => {
    serve([pending]);
    const user = userEvent.setup();
    renderWithProviders(<InvitationsSection />);
    await user.click(
      await screen.findByRole('button', { name: 'Copy link for pending@example.com' }),
    );
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/invite/${pending.invitationToken}`,
    );
    expect(screen.getByRole('button', { name: 'Copied! for pending@example.com' })).toBeVisible();
    expect(toastRegion()).toHaveTextContent('Invitation URL copied to clipboard');
  });

  it('deletes after confirmation and refreshes the list', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let invitations = [pending, expired];
    const fetchSpy = mockApi(({ method }) => {
      if (method !== 'DELETE') return jsonResponse(invitations);
      invitations = [pending];
      return jsonResponse({ message: 'Invitation deleted' });
    });
    renderWithProviders(<InvitationsSection />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete invitation for expired@example.com' }),
    );

    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('expired@example.com'));
    await waitFor(() => expect(toastRegion()).toHaveTextContent('Invitation deleted successfully'));
    expect(await screen.findByRole('heading', { name: 'Expired 0' })).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(
      `/api/employee-invitations/${expired.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('sends nothing when the prompt is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const fetchSpy = serve([pending]);
    renderWithProviders(<InvitationsSection />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete invitation for pending@example.com' }),
    );
    expect(fetchSpy.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
  });

  it("toasts 'Failed to delete invitation' when the server refuses", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    serve([pending], () =>
      jsonResponse({ message: 'An accepted invitation cannot be deleted' }, { status: 409 }),
    );
    renderWithProviders(<InvitationsSection />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete invitation for pending@example.com' }),
    );
    await waitFor(() => expect(toastRegion()).toHaveTextContent('Failed to delete invitation'));
  });
});
