import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonResponse,
  makeOrganizationSettings,
  makeUser,
  mockApi,
  renderWithProviders,
  type ApiCall,
} from '@/test/utils';
import MyTimesheet from './my-timesheet';
import type { PayPeriod, Timesheet } from './timesheet-answers';

// The phone keeps Tokyo's clock while its owner works in London.
// Test files share a worker (and its process.env), so the zone is put back for the next file.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

const ME = makeUser({ id: 7, firstName: 'Ann', lastName: 'Lee' });

const PERIOD: PayPeriod = {
  start: '2030-03-04',
  end: '2030-03-10',
  previous: { start: '2030-02-25', end: '2030-03-03' },
  next: { start: '2030-03-11', end: '2030-03-17' },
  locked: false,
  lock: null,
};

const SHEET: Timesheet = {
  start: PERIOD.start,
  end: PERIOD.end,
  locked: false,
  timeZone: 'Europe/London',
  person: {
    employeeId: 7,
    name: 'Ann Lee',
    timeZone: 'Europe/London',
    approved: null,
    totals: {
      scheduledMinutes: 0,
      workedMinutes: 0,
      breakMinutes: 0,
      regularMinutes: 0,
      overtimeMinutes: 0,
      doubleMinutes: 0,
      gross: null,
      missingRate: false,
    },
    flags: [],
    proposals: [],
    days: [],
  },
};

function serve() {
  const writes: ApiCall[] = [];
  mockApi((call) => {
    if (call.method !== 'GET') {
      writes.push(call);
      return jsonResponse({}, { status: 201 });
    }
    if (call.url === '/api/user') return jsonResponse(ME);
    if (call.url === '/api/organization-settings') return jsonResponse(makeOrganizationSettings());
    if (call.url.startsWith('/api/timesheets/period')) return jsonResponse(PERIOD);
    if (call.url.startsWith('/api/timesheets/7?')) return jsonResponse(SHEET);
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
  return writes;
}

describe('MyTimesheet away from home', () => {
  it('proposes a missed punch typed on the clock where the person works, naming its zone', async () => {
    const writes = serve();
    renderWithProviders(<MyTimesheet />);
    await userEvent.click(await screen.findByRole('button', { name: 'Propose a missed punch' }));
    const dialog = screen.getByRole('dialog', { name: 'Propose a missed punch' });
    const time = within(dialog).getByLabelText('Time');
    expect(time).toHaveAccessibleDescription('Times in Europe/London');
    await userEvent.clear(time);
    await userEvent.type(time, '2030-03-05T17:00');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Phone died');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to a manager' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    // 17:00 in London (GMT in March) is 17:00 UTC; on Tokyo's clock it would be 08:00 UTC.
    expect(writes[0]!.body).toEqual({
      employeeId: 7,
      action: 'add',
      kind: 'in',
      at: '2030-03-05T17:00:00.000Z',
      reason: 'Phone died',
    });
  });
});
