import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  makeEmployee,
  makeOrganizationSettings,
  mockApi,
  renderWithProviders,
  testShift,
} from '@/test/utils';
import UnleashDialog from './unleash-dialog';

const TODAY = '2030-01-09'; // a Wednesday
const WEEK = { start: '2030-01-07', end: '2030-01-13' };
const shift = (id: number, date: string, startTime: string, people: { id: number }[] = []) =>
  testShift(id, id === 1 ? 'Spin' : 'Yoga', {
    date,
    startTime,
    duration: 60,
    endTime: startTime.replace(':00', ':59'),
    assignedEmployees: people.map((p) => ({ ...p, firstName: 'Old', lastName: 'Timer' })),
  });
const employees = [
  makeEmployee({ id: 7, firstName: 'Ivy', lastName: 'Nguyen', email: 'ivy@example.com' }),
  makeEmployee({ id: 8, firstName: 'Ben', lastName: 'Ortiz', email: 'ben@example.com' }),
];
const preview = {
  previewId: '0b5b3c1e-2f4d-4a4e-9d51-1f6f7e0a9a11',
  proposals: [{ shiftId: 1, employeeId: 7 }],
  removals: [],
  openSlots: 2,
  filled: 1,
  upperBound: 1,
  unfilled: [
    {
      shiftId: 2,
      open: 1,
      reasons: {
        notAtLocation: 0,
        notQualified: 0,
        timeOff: 1,
        unavailable: 0,
        overlap: 0,
        rest: 0,
        splitShift: 0,
        weeklyLimit: 1,
      },
    },
  ],
  levels: [
    { name: 'places', sense: 'max', value: 1, bound: 1, optimal: true },
    { name: 'moved', sense: 'min', value: 0, bound: 0, optimal: true },
    { name: 'preferences', sense: 'max', value: 60, bound: 120, optimal: false },
    { name: 'belowMinimum', sense: 'min', value: 0, bound: 0, optimal: true },
    { name: 'spread', sense: 'min', value: 0.25, bound: 0, optimal: false },
  ],
  hours: [
    {
      employeeId: 7,
      before: 10,
      after: 14.25,
      limit: 40,
      minHours: 12,
      targetHours: 20,
      likedMinutes: 120,
      avoidedMinutes: 60,
      unmet: ['Thu evening avoided: only qualified Barista free'],
    },
    {
      employeeId: 8,
      before: 40,
      after: 40,
      limit: 40,
      minHours: null,
      targetHours: null,
      likedMinutes: 0,
      avoidedMinutes: 0,
      unmet: [],
    },
  ],
  solveMs: 12,
  stoppedByClock: false,
};

function serve() {
  return mockApi(({ method, url, body }) => {
    if (url.startsWith('/api/shifts/range'))
      return jsonResponse([shift(1, '2030-01-10', '09:00'), shift(2, '2030-01-11', '18:00')]);
    if (url === '/api/employees') return jsonResponse(employees);
    if (method === 'POST' && url === '/api/auto-schedule/preview') {
      expect(body).toEqual({ start: '2030-01-07', end: '2030-01-13', rebalance: true });
      return jsonResponse(preview);
    }
    if (method === 'POST' && url === '/api/auto-schedule/apply')
      return jsonResponse({ applied: 1, skipped: [] });
    if (method === 'POST' && url === '/api/auto-schedule/undo')
      return jsonResponse({ undone: 1, restored: 0 });
    throw new Error(`unexpected ${method} ${url}`);
  });
}

function Opened() {
  const [open, setOpen] = useState(true);
  return <UnleashDialog open={open} onOpenChange={setOpen} today={TODAY} range={WEEK} />;
}

describe('Unleash the Shynk dialog', () => {
  it(
    'previews this week, explains it, applies it and offers undo',
    { timeout: 15_000 },
    async () => {
      const spy = serve();
      renderWithProviders(<Opened />);
      const dialog = screen.getByRole('dialog', { name: 'Unleash the Shynk' });
      expect(within(dialog).getByLabelText('From')).toHaveValue('2030-01-07');
      expect(within(dialog).getByLabelText('To')).toHaveValue('2030-01-13');
      await userEvent.click(within(dialog).getByLabelText(/Rebalance existing assignments/));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));

      expect(
        await within(dialog).findByText('Fills 1 of 2 open slots — the most any schedule can fill'),
      ).toBeInTheDocument();
      const thursday = within(dialog).getByRole('region', { name: 'Thursday, January 10' });
      expect(within(thursday).getByText('Ivy Nguyen', { selector: 'mark' })).toBeInTheDocument();
      expect(
        within(dialog).getByText('1 open: 1 on approved time off, 1 at their weekly limit'),
      ).toBeInTheDocument();
      const hours = within(dialog).getByRole('region', {
        name: 'Hours and preferences per person',
      });
      // Quarter hours stay exact, as every other screen shows them.
      expect(hours).toHaveTextContent('Ivy Nguyen10 → 14.25 h · min 12 · target 20 · limit 40');
      expect(hours).toHaveTextContent('Liked 2 h · avoided 1 h');
      expect(hours).toHaveTextContent('Thu evening avoided: only qualified Barista free');
      expect(hours).not.toHaveTextContent('Ben Ortiz');
      const levels = within(dialog).getByRole('region', { name: 'How good this fill is' });
      const row = (name: string) =>
        within(levels)
          .getAllByRole('row')
          .find((r) => within(r).queryByRole('rowheader', { name: new RegExp(name) }))!;
      expect(row('Places filled')).toHaveTextContent('more is better1at most 1optimal');
      expect(row('Liked minus avoided')).toHaveTextContent('more is better1 hat most 2 hgap 1 h');
      expect(row('Spread of hours')).toHaveTextContent('less is better25%at least 0%gap 25%');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
      const toasts = screen.getByRole('region', { name: 'Notifications' });
      await waitFor(() => expect(toasts).toHaveTextContent('Schedule filled'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await userEvent.click(within(toasts).getByRole('button', { name: 'Undo' }));
      await waitFor(() => expect(toasts).toHaveTextContent('Fill undone'));
      expect(
        spy.mock.calls
          .filter(([url]) => url === '/api/auto-schedule/undo')
          .map(([, init]) => init?.body),
      ).toEqual([JSON.stringify({ previewId: preview.previewId })]);
    },
  );

  it('refuses a range longer than four weeks before asking the server', async () => {
    serve();
    renderWithProviders(<UnleashDialog open onOpenChange={() => {}} today={TODAY} range={WEEK} />);
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2030-02-20');
    expect(to).toHaveAccessibleDescription('A fill can cover at most 28 days');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
  });

  it('asks for no shifts while the end is before the start, and says why on the field', async () => {
    const spy = serve();
    renderWithProviders(<UnleashDialog open onOpenChange={() => {}} today={TODAY} range={WEEK} />);
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2030-01-02' } });
    expect(to).toHaveAccessibleDescription('The end date cannot be before the start date');
    expect(to).toBeInvalid();
    // A year half typed reads as a year long past.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '0002-01-07' } });
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
      'Dates must be between the years 1900 and 9998',
    );
    fireEvent.change(to, { target: { value: '' } });
    expect(to).toHaveAccessibleDescription('Choose a date');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();

    const ranges = () =>
      spy.mock.calls
        .map(([url]) => String(url))
        .filter((url) => url.startsWith('/api/shifts/range'))
        .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));
    expect(ranges()).toEqual([WEEK]);
  });

  it.each([
    ['a week on screen', WEEK, WEEK],
    // The month of today, from this week on: the days before hold nothing to fill.
    [
      "today's month",
      { start: '2030-01-01', end: '2030-01-31' },
      { start: '2030-01-07', end: '2030-01-31' },
    ],
    // A later month, cut to the longest fill.
    [
      'a later month',
      { start: '2030-03-01', end: '2030-03-31' },
      { start: '2030-03-01', end: '2030-03-28' },
    ],
    ['a week already past', { start: '2029-12-03', end: '2029-12-09' }, WEEK],
  ])('starts at %s', (_, range, expected) => {
    serve();
    renderWithProviders(<UnleashDialog open onOpenChange={() => {}} today={TODAY} range={range} />);
    expect(screen.getByLabelText('From')).toHaveValue(expected.start);
    expect(screen.getByLabelText('To')).toHaveValue(expected.end);
  });

  it('says which days of a long month the first fill leaves for the next', () => {
    serve();
    const march = { start: '2030-03-01', end: '2030-03-31' };
    renderWithProviders(<UnleashDialog open onOpenChange={() => {}} today={TODAY} range={march} />);
    expect(
      screen.getByText('One fill covers at most 28 days: fill from Mar 29 to Mar 31 next.'),
    ).toBeInTheDocument();
  });

  it('stops the range at the scheduling horizon and refuses an end past it', async () => {
    mockApi(({ url }) => {
      if (url === '/api/organization-settings')
        return jsonResponse(makeOrganizationSettings({ advanceSchedulingWeeks: 2 }));
      if (url.startsWith('/api/shifts/range')) return jsonResponse([]);
      if (url === '/api/employees') return jsonResponse(employees);
      throw new Error(`unexpected ${url}`);
    });
    // Two weeks after this one end on Sunday, Jan 27; the month on screen runs past it.
    renderWithProviders(
      <UnleashDialog
        open
        onOpenChange={() => {}}
        today={TODAY}
        range={{ start: '2030-01-21', end: '2030-02-03' }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unleash the Shynk' });
    await waitFor(() => expect(within(dialog).getByLabelText('To')).toHaveValue('2030-01-27'));
    const to = within(dialog).getByLabelText('To');
    expect(to).toHaveAttribute('max', '2030-01-27');

    fireEvent.change(to, { target: { value: '2030-01-28' } });
    expect(to).toHaveAccessibleDescription(
      'Shifts can be scheduled up to 2 weeks ahead, through Sun, Jan 27',
    );
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeDisabled();
  });
});
