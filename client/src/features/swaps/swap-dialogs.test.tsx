import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  type ApiCall,
  jsonResponse,
  makeSwapRequest,
  makeOrganizationSettings,
  makeUser,
  mockApi,
  renderWithProviders,
  testShift,
} from '@/test/utils';
import { RequestCoverageDialog } from './request-coverage-dialog';
import { RequestSwapDialog } from './request-swap-dialog';
import { SwapWizardDialog } from './swap-wizard-dialog';

const me = makeUser({ id: 7 });
const shift = (id: number, title: string, date: string, people: number[] = []) =>
  testShift(id, title, {
    date,
    startTime: '08:00',
    endTime: '09:30',
    duration: 90,
    assignedEmployees: people.map((p) => ({ id: p, firstName: `P${p}`, lastName: 'Doe' })),
  });
const mine = shift(1, 'Morning', '2030-03-04');

function api(
  extra: (call: ApiCall) => Response | undefined = () => undefined,
  weekStartsOn = 1,
) {
  const calls: ApiCall[] = [];
  mockApi((call) => {
    calls.push(call);
    if (call.url === '/api/user') return jsonResponse(me);
    if (call.url === '/api/organization-settings')
      return jsonResponse(makeOrganizationSettings({ weekStartsOn }));
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/api/shifts-for-swap?userId=7') return jsonResponse([mine]);
    if (call.url.startsWith('/api/employees/for-swap'))
      return jsonResponse([{ id: 8, firstName: 'Ben', lastName: 'Ray' }]);
    if (call.method === 'POST') return jsonResponse(makeSwapRequest(), { status: 201 });
    return jsonResponse([]);
  });
  return calls;
}

const posted = (calls: ApiCall[]) => calls.find((c) => c.method === 'POST');

describe('SwapWizardDialog', () => {
  it('walks employee, their shift by week, reason; Back keeps the choices', async () => {
    const calls = api((call) => {
      if (call.url === '/api/shifts-for-swap?userId=8&startDate=2030-03-04&endDate=2030-03-10')
        return jsonResponse([shift(2, 'Evening', '2030-03-05', [8])]);
      return undefined;
    });
    const onClose = vi.fn();
    renderWithProviders(<SwapWizardDialog open onClose={onClose} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete all fields');
    await user.click(await screen.findByRole('radio', { name: /Morning/ }));
    await user.selectOptions(screen.getByLabelText('Employee'), 'Ben Ray');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText(/Step 2 of 3/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(
      await screen.findByText('No available shifts for this employee this week.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    await user.click(await screen.findByRole('radio', { name: /Evening/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText(/Step 3 of 3/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Swap Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete all fields');
    await user.type(screen.getByLabelText('Reason'), 'Wedding ');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /Evening/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Reason')).toHaveValue('   Wedding ');
    await user.click(screen.getByRole('button', { name: 'Send Swap Request' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted(calls)?.body).toEqual({
      targetEmployeeId: 8,
      requestingShiftId: 1,
      targetShiftId: 2,
      requestType: 'swap',
      reason: 'Wedding',
    });
  });

  it("browses the coworker's shifts by the organization's weeks", async () => {
    // Sunday weeks: Monday the 4th is in the week of Sunday the 3rd.
    const calls = api((call) => {
      if (call.url === '/api/shifts-for-swap?userId=8&startDate=2030-03-03&endDate=2030-03-09')
        return jsonResponse([shift(2, 'Evening', '2030-03-05', [8])]);
      return undefined;
    }, 0);
    renderWithProviders(<SwapWizardDialog open onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Morning/ }));
    await user.selectOptions(screen.getByLabelText('Employee'), 'Ben Ray');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('radio', { name: /Evening/ })).toBeInTheDocument();
    expect(screen.getByText('Week of Mar 3, 2030')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).not.toContain(
      '/api/shifts-for-swap?userId=8&startDate=2030-03-04&endDate=2030-03-10',
    );
  });

  it('says when there are no upcoming shifts to swap', async () => {
    api((call) => (call.url === '/api/shifts-for-swap?userId=7' ? jsonResponse([]) : undefined));
    renderWithProviders(<SwapWizardDialog open onClose={() => {}} />);
    expect(await screen.findByText('You have no upcoming shifts to swap.')).toBeInTheDocument();
  });
});

describe('RequestSwapDialog', () => {
  it('asks for the target shift, then a reason, and names the failure', async () => {
    const calls = api((call) => {
      if (call.url.startsWith('/api/schedule-switch/available-shifts?startDate=2030-03-04'))
        return jsonResponse([
          shift(3, 'Empty', '2030-03-06'),
          shift(2, 'Evening', '2030-03-05', [8]),
        ]);
      if (call.method === 'POST') return jsonResponse({ message: 'Nope' }, { status: 409 });
      return undefined;
    });
    renderWithProviders(<RequestSwapDialog shift={mine} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Empty/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No assigned employee found for this shift',
    );
    await user.click(screen.getByRole('radio', { name: /Evening/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Send Switch Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please provide a reason for the switch request',
    );
    await user.type(screen.getByLabelText('Reason'), 'Trip');
    await user.click(screen.getByRole('button', { name: 'Send Switch Request' }));
    expect(await screen.findByText('Failed to send switch request')).toBeInTheDocument();
    expect(posted(calls)?.body).toMatchObject({ targetEmployeeId: 8, targetShiftId: 2 });
  });
});

describe('RequestCoverageDialog', () => {
  it('needs an employee and a reason, then sends a cover request', async () => {
    const calls = api();
    const onClose = vi.fn();
    renderWithProviders(<RequestCoverageDialog shift={mine} onClose={onClose} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Coverage Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please select an employee and provide a reason',
    );
    await screen.findByRole('option', { name: 'Ben Ray' });
    await user.selectOptions(screen.getByLabelText('Employee'), 'Ben Ray');
    await user.type(screen.getByLabelText('Reason'), 'Exam');
    await user.click(screen.getByRole('button', { name: 'Send Coverage Request' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.some((c) => c.url === '/api/employees/for-swap?shiftId=1')).toBe(true);
    expect(posted(calls)?.body).toEqual({
      targetEmployeeId: 8,
      requestingShiftId: 1,
      targetShiftId: null,
      requestType: 'cover',
      reason: 'Exam',
    });
  });
});
