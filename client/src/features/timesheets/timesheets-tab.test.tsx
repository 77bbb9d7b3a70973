import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonResponse,
  makeOrganizationSettings,
  mockApi,
  renderWithProviders,
  type ApiCall,
} from '@/test/utils';
import type { PayPeriod, Timesheet, TimesheetPerson } from './timesheet-answers';
import TimesheetsTab from './timesheets-tab';

const PERIOD: PayPeriod = {
  start: '2030-03-04',
  end: '2030-03-10',
  previous: { start: '2030-02-25', end: '2030-03-03' },
  next: { start: '2030-03-11', end: '2030-03-17' },
  locked: false,
  lock: null,
};

// The browser keeps Tokyo's clock; the site is in New York, where every time below is read.
// Test files share a worker (and its process.env), so the zone is put back for the next file.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

const punch = (overrides: Partial<Timesheet['person']['days'][number]['punches'][number]>) => ({
  punchId: 11,
  correctionId: null,
  kind: 'in' as const,
  at: '2030-03-04T14:00:00Z',
  originalAt: null,
  removed: false,
  source: 'device' as const,
  recordedOffline: false,
  recordedAt: '2030-03-04T14:00:00Z',
  geofence: 'inside' as const,
  reason: null,
  correctedBy: null,
  correctionReason: null,
  ...overrides,
});

const ANN: TimesheetPerson = {
  employeeId: 7,
  name: 'Ann Lee',
  timeZone: 'America/New_York',
  approved: null,
  totals: {
    scheduledMinutes: 480,
    workedMinutes: 450,
    breakMinutes: 30,
    regularMinutes: 450,
    overtimeMinutes: 0,
    doubleMinutes: 0,
    gross: 135,
    missingRate: false,
  },
  flags: ['late'],
  proposals: [
    {
      id: 21,
      action: 'add',
      kind: 'out',
      punchId: null,
      atBefore: null,
      // 5:00 PM in New York; 7:00 AM the next day in Tokyo.
      atAfter: '2030-03-05T22:00:00.000Z',
      reason: 'Phone died',
      requestedBy: 'Ann Lee',
      createdAt: '2030-03-05T23:00:00.000Z',
    },
  ],
};

const ANN_DAYS: Timesheet = {
  start: PERIOD.start,
  end: PERIOD.end,
  locked: false,
  timeZone: 'America/New_York',
  person: {
    ...ANN,
    days: [
      {
        date: '2030-03-04',
        scheduledMinutes: 480,
        workedMinutes: 450,
        breakMinutes: 30,
        shifts: [
          { id: 5, title: 'Morning', startTime: '09:00', duration: 480, locationName: 'Main' },
        ],
        punches: [
          punch({
            at: '2030-03-04T14:00:00Z',
            originalAt: '2030-03-04T14:20:00Z',
            correctionId: 3,
            correctedBy: 'Morgan Lee',
            correctionReason: 'Forgot at the door',
          }),
          punch({ punchId: 12, kind: 'out', at: '2030-03-04T22:00:00Z' }),
        ],
        flags: ['late'],
      },
    ],
  },
};

const reads: string[] = [];

function serve() {
  const writes: ApiCall[] = [];
  reads.length = 0;
  mockApi((call) => {
    if (call.method === 'GET') reads.push(call.url);
    if (call.method !== 'GET') {
      writes.push(call);
      return jsonResponse({}, { status: 201 });
    }
    if (call.url.startsWith('/api/timesheets/period')) return jsonResponse(PERIOD);
    if (call.url.startsWith('/api/timesheets/7?')) return jsonResponse(ANN_DAYS);
    if (call.url.startsWith('/api/timesheets?'))
      return jsonResponse({ start: PERIOD.start, end: PERIOD.end, locked: false, people: [ANN] });
    if (call.url === '/api/organization-settings') return jsonResponse(makeOrganizationSettings());
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
  return writes;
}

describe('TimesheetsTab', () => {
  it('shows each person scheduled against worked, with flags, pay and exports for the period', async () => {
    serve();
    renderWithProviders(<TimesheetsTab />);
    expect(
      await screen.findByRole('heading', { name: 'Mar 4 to Mar 10, 2030' }),
    ).toBeInTheDocument();
    const people = await screen.findByRole('region', { name: 'People' });
    expect(people).toHaveTextContent('Ann Lee');
    expect(people).toHaveTextContent('Scheduled 8h');
    expect(people).toHaveTextContent('Worked 7h 30m');
    expect(people).toHaveTextContent('Late');
    expect(people).toHaveTextContent('$135.00');
    expect(screen.getByRole('link', { name: 'Payroll CSV' })).toHaveAttribute(
      'href',
      '/api/timesheets/export/payroll.csv?start=2030-03-04&end=2030-03-10',
    );
  });

  it("opens a person: their days read then, on the site's clock, the original time struck through beside the corrected one", async () => {
    serve();
    renderWithProviders(<TimesheetsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    expect(await screen.findByLabelText('Originally 9:20 AM')).toBeInTheDocument();
    expect(reads.some((url) => url.includes('/api/timesheets/7?start=2030-03-04'))).toBe(true);
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByText('Times in America/New_York')).toBeInTheDocument();
    expect(screen.getByText('5:00 PM')).toBeInTheDocument();
    expect(screen.getByText(/Corrected by Morgan Lee: Forgot at the door/)).toBeInTheDocument();
  });

  it("corrects a punch only with a reason, its time typed on the site's clock", async () => {
    const writes = serve();
    renderWithProviders(<TimesheetsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Correct' }))[1]!);
    const dialog = screen.getByRole('dialog', { name: "Correct Ann Lee's punch" });
    const time = within(dialog).getByLabelText('Time');
    // The 22:00 UTC clock-out as New York read it (Tokyo's clock said 07:00 the next day).
    expect(time).toHaveValue('2030-03-04T17:00');
    expect(time).toHaveAccessibleDescription('Times in America/New_York');
    await userEvent.clear(time);
    await userEvent.type(time, '2030-03-04T17:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why');
    expect(writes).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Stayed to close');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.url).toBe('/api/timesheets/corrections');
    expect(writes[0]!.body).toEqual({
      employeeId: 7,
      action: 'change',
      punchId: 12,
      at: '2030-03-04T22:30:00.000Z',
      reason: 'Stayed to close',
    });
  });

  it("adds a missed punch at a time on the site's clock", async () => {
    const writes = serve();
    renderWithProviders(<TimesheetsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add punch' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a punch for Ann Lee' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Punch'), 'Break start');
    const time = within(dialog).getByLabelText('Time');
    expect(time).toHaveValue('2030-03-04T09:00');
    await userEvent.clear(time);
    await userEvent.type(time, '2030-03-04T12:15');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Forgot the break');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({
      employeeId: 7,
      action: 'add',
      kind: 'break_start',
      at: '2030-03-04T17:15:00.000Z',
      reason: 'Forgot the break',
    });
  });

  it('asks for a time when the field is emptied, and sends nothing', async () => {
    const writes = serve();
    renderWithProviders(<TimesheetsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ann Lee' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add punch' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a punch for Ann Lee' });
    await userEvent.clear(within(dialog).getByLabelText('Time'));
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Forgot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say when');
    expect(writes).toHaveLength(0);
  });

  it('lists proposals on the clock where each person works, naming that zone', async () => {
    serve();
    renderWithProviders(<TimesheetsTab />);
    const proposals = await screen.findByRole('region', { name: /Proposed corrections/ });
    expect(proposals).toHaveTextContent('Ann Lee: Add out at Tue Mar 5, 5:00 PM');
    expect(proposals).toHaveTextContent('Times in America/New_York');
    expect(proposals).not.toHaveTextContent('7:00 AM');
  });

  it('approves a sheet, decides a proposal and locks the period', async () => {
    const writes = serve();
    renderWithProviders(<TimesheetsTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: "Approve Ann Lee's timesheet" }),
    );
    await userEvent.click(screen.getByRole('button', { name: "Approve Ann Lee's correction" }));
    await userEvent.click(screen.getByRole('button', { name: 'Lock period' }));
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes.map((call) => [call.url, call.body])).toEqual([
      ['/api/timesheets/approve', { employeeId: 7, start: '2030-03-04', end: '2030-03-10' }],
      ['/api/timesheets/corrections/21/decision', { decision: 'approve' }],
      ['/api/timesheets/lock', { start: '2030-03-04', end: '2030-03-10' }],
    ]);
  });
});
