import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BidAwardResponse } from '@shared/validators/open-shifts-responses';
import { type ApiCall, jsonResponse, mockApi, renderWithProviders } from '@/test/utils';
import BidAwards from './bid-awards';

const award = (outcome: 'pending' | 'applied' | 'skipped', reason: string | null = null) =>
  ({
    id: 4,
    status: outcome === 'pending' ? 'pending' : 'applied',
    createdAt: '2099-03-01T10:00:00.000Z',
    picks: [
      {
        shiftId: 3,
        employeeId: 11,
        employeeName: 'Ann Lee',
        claimId: 8,
        outcome,
        reason,
        title: 'Late shift',
        date: '2099-03-02',
        startTime: '16:00',
      },
    ],
  }) satisfies BidAwardResponse;

describe('Bid Awards', () => {
  it('lists the picks and applies them, saying which were skipped and why', async () => {
    const sent: ApiCall[] = [];
    mockApi((call) => {
      if (call.method === 'GET') return jsonResponse(sent.length ? [] : [award('pending')]);
      sent.push(call);
      return jsonResponse(award('skipped', 'No open place is left on this shift'));
    });
    renderWithProviders(<BidAwards />);
    const card = await screen.findByRole('region', { name: 'Bid Awards' });
    expect(card).toHaveTextContent('Ann Lee · Late shift, Mon, Mar 2 at 4:00 PM');
    await userEvent.click(within(card).getByRole('button', { name: 'Apply' }));
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/open-shifts/awards/4/apply' });
    expect(
      await screen.findByText('Ann Lee: No open place is left on this shift'),
    ).toBeInTheDocument();
  });
});
