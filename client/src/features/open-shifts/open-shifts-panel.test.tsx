import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyClaimResponse, OpenShiftResponse } from '@shared/validators/open-shifts-responses';
import { type ApiCall, jsonResponse, mockApi, renderWithProviders } from '@/test/utils';
import OpenShiftsPanel from './open-shifts-panel';

const openShift = (
  shiftId: number,
  overrides: Partial<OpenShiftResponse> = {},
): OpenShiftResponse => ({
  shiftId,
  title: `Shift ${shiftId}`,
  date: '2099-03-02',
  startTime: '09:00',
  duration: 480,
  positionId: 1,
  positionName: 'Barista',
  positionColor: 'teal',
  openPlaces: 1,
  claimMode: 'first_come',
  bidDeadline: null,
  coworkers: ['Ana Lopez'],
  hoursAfter: 32,
  weeklyHoursLimit: 40,
  myClaim: null,
  ...overrides,
});

const claim = (id: number, overrides: Partial<MyClaimResponse> = {}): MyClaimResponse => ({
  id,
  shiftId: 9,
  status: 'pending',
  createdAt: '2099-03-01T10:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  title: 'Close',
  date: '2099-03-03',
  startTime: '17:00',
  duration: 240,
  positionName: null,
  ...overrides,
});

/** Serves the lists; `claimAnswer` answers a claim. Returns the writes and the list reads. */
function serve(
  lists: { open: OpenShiftResponse[][]; mine?: MyClaimResponse[] },
  claimAnswer: () => Response = () => jsonResponse(claim(1), { status: 201 }),
) {
  const writes: ApiCall[] = [];
  let reads = 0;
  mockApi((call) => {
    if (call.url === '/api/open-shifts') {
      const answer = lists.open[Math.min(reads, lists.open.length - 1)]!;
      reads += 1;
      return jsonResponse(answer);
    }
    if (call.url === '/api/open-shifts/claims/mine') return jsonResponse(lists.mine ?? []);
    writes.push(call);
    if (call.method === 'POST') return claimAnswer();
    return jsonResponse({ ...claim(1), status: 'withdrawn' });
  });
  return { writes, reads: () => reads };
}

const openList = () => screen.findByRole('region', { name: 'Open shifts' });

describe('Open shifts', () => {
  it('offers Pick up on first-come places and Request on approval and bid ones', async () => {
    serve({
      open: [
        [
          openShift(1),
          openShift(2, { claimMode: 'approval' }),
          openShift(3, { claimMode: 'bid', bidDeadline: '2099-03-01T18:00:00.000Z' }),
        ],
      ],
    });
    renderWithProviders(<OpenShiftsPanel />);
    const cards = await within(await openList()).findAllByRole('listitem');
    expect(within(cards[0]!).getByRole('button', { name: /^Pick up/ })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: /^Request/ })).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('button', { name: /^Request/ })).toBeInTheDocument();
    expect(cards[2]).toHaveTextContent('Requests close');
  });

  it('shows when, the position, the coworkers and the hours after against the limit', async () => {
    serve({ open: [[openShift(1, { hoursAfter: 37.5 })]] });
    renderWithProviders(<OpenShiftsPanel />);
    const card = await within(await openList()).findByRole('listitem');
    expect(card).toHaveTextContent('Mon, Mar 2 · Shift 1');
    expect(card).toHaveTextContent('9:00 AM – 5:00 PM');
    expect(card).toHaveTextContent('Barista');
    expect(card).toHaveTextContent('With Ana Lopez');
    expect(card).toHaveTextContent('Your week if you take it: 37.5 h of 40 h');
  });

  it('shows a pending request with Withdraw, and withdraws it', async () => {
    const { writes } = serve({
      open: [[openShift(2, { claimMode: 'approval', myClaim: { id: 5, status: 'pending' } })]],
    });
    renderWithProviders(<OpenShiftsPanel />);
    const card = await within(await openList()).findByRole('listitem');
    expect(within(card).queryByRole('button', { name: /^Request/ })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /^Withdraw/ }));
    expect(writes.map((w) => `${w.method} ${w.url}`)).toEqual(['DELETE /api/open-shifts/claims/5']);
  });

  it('says when nothing is open', async () => {
    serve({ open: [[]] });
    renderWithProviders(<OpenShiftsPanel />);
    expect(
      await within(await openList()).findByText('No open shifts you could take right now.'),
    ).toBeInTheDocument();
  });

  it("shows the server's reason for a refused claim and reads the list again", async () => {
    const { writes, reads } = serve({ open: [[openShift(1)], []] }, () =>
      jsonResponse({ message: 'Someone else took the last place' }, { status: 409 }),
    );
    renderWithProviders(<OpenShiftsPanel />);
    const list = await openList();
    await userEvent.click(await within(list).findByRole('button', { name: /^Pick up/ }));
    expect(await within(list).findByRole('alert')).toHaveTextContent(
      'Could not take Shift 1: Someone else took the last place',
    );
    expect(writes[0]).toMatchObject({ method: 'POST', url: '/api/open-shifts/1/claims' });
    expect(
      await within(list).findByText('No open shifts you could take right now.'),
    ).toBeInTheDocument();
    expect(reads()).toBe(2);
  });

  it("lists My requests with their status, the manager's reason, and Withdraw only while pending", async () => {
    serve({
      open: [[]],
      mine: [
        claim(1),
        claim(2, { status: 'declined', decisionReason: 'Fully staffed' }),
        claim(3, { status: 'lost' }),
      ],
    });
    renderWithProviders(<OpenShiftsPanel />);
    const mine = await screen.findByRole('region', { name: 'My requests' });
    const rows = await within(mine).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/Pending|Declined|Lost/).textContent)).toEqual([
      'Pending',
      'Declined',
      'Lost',
    ]);
    expect(rows[1]).toHaveTextContent('Fully staffed');
    expect(within(mine).getAllByRole('button', { name: /^Withdraw/ })).toHaveLength(1);
  });
});
