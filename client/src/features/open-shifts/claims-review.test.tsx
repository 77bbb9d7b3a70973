import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ClaimForReviewResponse } from '@shared/validators/open-shifts-responses';
import {
  type ApiCall,
  jsonResponse,
  makeOrganizationSettings,
  mockApi,
  renderWithProviders,
} from '@/test/utils';
import { LocationChoiceProvider } from '@/lib/location-choice';
import ClaimsReview from './claims-review';

const request = (
  id: number,
  overrides: Partial<ClaimForReviewResponse> = {},
): ClaimForReviewResponse => ({
  id,
  shiftId: 3,
  status: 'pending',
  createdAt: '2099-03-01T10:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  title: 'Open',
  date: '2099-03-02',
  startTime: '06:00',
  duration: 300,
  positionName: 'Barista',
  employeeId: 10 + id,
  employeeName: `Person ${id}`,
  warnings: [],
  hoursAfter: 20,
  weeklyHoursLimit: 40,
  targetHours: null,
  overtime: false,
  cost: null,
  ...overrides,
});

function serve(decision: (call: ApiCall) => Response) {
  const sent: ApiCall[] = [];
  let answered = false;
  mockApi((call) => {
    if (call.url === '/api/open-shifts/claims')
      return jsonResponse(
        answered
          ? [request(2)]
          : [
              request(1, {
                warnings: [{ rule: 'weekly-limit', message: 'Would work 42 h of a 40 h limit' }],
                hoursAfter: 42,
                targetHours: 30,
                overtime: true,
                cost: 87.5,
              }),
              request(2),
            ],
      );
    if (call.url === '/api/organization-settings')
      return jsonResponse(makeOrganizationSettings({ currency: 'USD' }));
    sent.push(call);
    const answer = decision(call);
    answered = answer.ok;
    return answer;
  });
  return sent;
}

const decided = (status: 'approved' | 'declined', reason: string | null) =>
  jsonResponse({
    ...request(1),
    status,
    decisionReason: reason,
    decidedAt: '2099-03-01T11:00:00.000Z',
  });

describe('Open Shift Requests', () => {
  it("shows each claimant's warnings, hours against limit and target, overtime and cost", async () => {
    serve(() => decided('approved', null));
    renderWithProviders(<ClaimsReview />);
    const row = await screen.findByRole('listitem', { name: 'Person 1, Open' });
    expect(row).toHaveTextContent('Would work 42 h of a 40 h limit');
    expect(row).toHaveTextContent('Week after: 42 h of 40 h limit, target 30 h');
    expect(within(row).getByText('Overtime')).toBeInTheDocument();
    expect(await within(row).findByText(/Cost \$87\.50/)).toBeInTheDocument();
    const other = screen.getByRole('listitem', { name: 'Person 2, Open' });
    expect(within(other).queryByText('Overtime')).not.toBeInTheDocument();
  });

  it('declines with a reason through the dialog, and the list follows', async () => {
    const sent = serve(() => decided('declined', 'Fully staffed'));
    renderWithProviders(<ClaimsReview />);
    await userEvent.click(
      await screen.findByRole('button', { name: "Decline Person 1's request" }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Decline request' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Fully staffed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/open-shifts/claims/1/decision',
        body: { decision: 'decline', reason: 'Fully staffed' },
      }),
    ]);
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Person 1, Open' })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's reason when the place is gone", async () => {
    serve(() => jsonResponse({ message: 'The shift has no open place left' }, { status: 409 }));
    renderWithProviders(<ClaimsReview />);
    await userEvent.click(
      await screen.findByRole('button', { name: "Approve Person 1's request" }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The shift has no open place left',
    );
  });

  it('asks for the claims at the location chosen in the header', async () => {
    const asked: string[] = [];
    mockApi(({ url }) => {
      const { pathname, search } = new URL(url, 'http://localhost');
      if (pathname === '/api/open-shifts/claims') {
        asked.push(search);
        return jsonResponse(search === '?locationId=2' ? [request(2)] : [request(1)]);
      }
      return jsonResponse(makeOrganizationSettings({ currency: 'USD' }));
    });
    renderWithProviders(
      <LocationChoiceProvider
        value={{ locations: [], chosen: 2, choose: () => undefined, allowAll: true }}
      >
        <ClaimsReview />
      </LocationChoiceProvider>,
    );
    expect(await screen.findByRole('listitem', { name: 'Person 2, Open' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Person 1, Open' })).not.toBeInTheDocument();
    expect(asked).toEqual(['?locationId=2']);
  });
});
