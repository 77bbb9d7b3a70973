import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  jsonResponse,
  makeSwapRequest,
  makeUser,
  mockApi,
  renderWithProviders,
  testShift,
} from '@/test/utils';
import ShiftRequestsTab from './shift-requests-tab';
import type { SwapRequest } from './types';

const me = makeUser({ id: 7, firstName: 'Ann', lastName: 'Lee' });
const morning = {
  id: 1,
  title: 'Morning',
  date: '2030-03-04',
  startTime: '08:00:00',
  duration: 90,
};
const evening = {
  id: 2,
  title: 'Evening',
  date: '2030-03-05',
  startTime: '17:00:00',
  duration: 90,
};

const request = (overrides: Partial<SwapRequest>) =>
  makeSwapRequest({ requestingShift: morning, targetShift: evening, ...overrides });

const swapShift = (shift: typeof morning, people: { id: number; firstName: string }[] = []) =>
  testShift(shift.id, shift.title, {
    ...shift,
    endTime: '09:30',
    assignedEmployees: people.map((p) => ({ ...p, lastName: 'X' })),
  });

function renderTab(answers: {
  my?: SwapRequest[];
  incoming?: SwapRequest[];
  myShifts?: unknown[];
  onCall?: (call: ApiCall) => Response | undefined;
}) {
  const calls: ApiCall[] = [];
  mockApi((call) => {
    calls.push(call);
    if (call.url === '/api/user') return jsonResponse(me);
    const custom = answers.onCall?.(call);
    if (custom) return custom;
    if (call.url === '/api/schedule-switch/my') return jsonResponse(answers.my ?? []);
    if (call.url === '/api/schedule-switch/incoming') return jsonResponse(answers.incoming ?? []);
    if (call.url === '/api/shifts-for-swap?userId=7')
      return jsonResponse(answers.myShifts ?? [swapShift(morning)]);
    if (call.method !== 'GET') return jsonResponse(request({}));
    return jsonResponse([]);
  });
  const view = renderWithProviders(<ShiftRequestsTab />);
  return { calls, ...view };
}

describe('ShiftRequestsTab', () => {
  it('lists outgoing requests with what is given and asked, and cancels a pending one', async () => {
    const { calls } = renderTab({
      my: [
        request({ id: 1 }),
        request({
          id: 2,
          requestType: 'cover',
          targetShift: null,
          targetShiftId: null,
          reason: 'Morning',
          status: 'denied',
          targetEmployee: null,
        }),
      ],
    });
    const mine = await screen.findByRole('region', { name: 'My Requests' });
    const [swap, cover] = (await within(mine).findAllByRole('listitem')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(swap).toHaveTextContent('To: Ben Ray');
    expect(swap).toHaveTextContent('Pending');
    expect(swap).toHaveTextContent('You give: Morning · Mar 4 at 8:00 AM');
    expect(swap).toHaveTextContent('You get: Evening · Mar 5 at 5:00 PM');
    expect(swap).toHaveTextContent('“Family dinner”');
    expect(swap).toHaveTextContent('Sent: Mar 1, 2030');
    expect(cover).toHaveTextContent('To: Unknown User');
    expect(cover).toHaveTextContent('Denied');
    expect(cover).toHaveTextContent('Needs Coverage: Morning');
    // The reason only repeats the shift title, so it is not shown.
    expect(cover).not.toHaveTextContent('“Morning”');
    expect(within(cover).queryByRole('button', { name: 'Cancel Request' })).toBeNull();

    await userEvent.click(within(swap).getByRole('button', { name: 'Cancel Request' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/schedule-switch/1')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Request cancelled')).toBeInTheDocument();
  });

  it('lists incoming requests with Approve and Deny only while pending', async () => {
    const { calls } = renderTab({
      incoming: [
        request({ id: 3, requestType: 'cover', targetShift: null, reason: 'Exam' }),
        request({ id: 4, status: 'approved' }),
      ],
    });
    const toMe = await screen.findByRole('region', { name: 'Requests to Me' });
    const [cover, swap] = (await within(toMe).findAllByRole('listitem')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(cover).toHaveTextContent('From: Ann Lee');
    expect(cover).toHaveTextContent('Wants Coverage For: Morning');
    expect(cover).toHaveTextContent('“Exam”');
    expect(cover).toHaveTextContent('Received: Mar 1, 2030');
    expect(swap).toHaveTextContent('They give: Morning');
    expect(swap).toHaveTextContent('They get: Evening');
    expect(within(swap).queryByRole('button', { name: /Approve/ })).toBeNull();

    await userEvent.click(within(cover).getByRole('button', { name: /Deny/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: '/api/schedule-switch/3',
        body: { status: 'denied' },
      }),
    );
  });

  it('shows the empty states and disables Request Coverage without future shifts', async () => {
    renderTab({ myShifts: [] });
    expect(await screen.findByText('No outgoing requests.')).toBeInTheDocument();
    expect(await screen.findByText('No incoming requests.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Request Coverage' })).toBeDisabled(),
    );
    expect(screen.getByText('You must have future shifts to request coverage')).toBeInTheDocument();
  });

  it('shows the server message when a decision fails', async () => {
    renderTab({
      incoming: [request({ id: 5 })],
      onCall: (call) =>
        call.method === 'PUT'
          ? jsonResponse({ message: 'This request has already been denied' }, { status: 409 })
          : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: /Approve/ }));
    expect(await screen.findByText('Failed to respond to switch request')).toBeInTheDocument();
    expect(screen.getByText('This request has already been denied')).toBeInTheDocument();
  });
});
