import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HoursReport } from '@shared/validators/reports';
import { jsonResponse, makeOrganizationSettings, mockApi, renderWithProviders } from '@/test/utils';
import ReportsTab from './reports-tab';

function makeReport(start: string, end: string, publishedOnly: boolean): HoursReport {
  return {
    start,
    end,
    publishedOnly,
    currency: 'EUR',
    timeZone: 'America/Chicago',
    shiftTypes: ['Event', 'Standard'],
    people: [
      {
        employeeId: 1,
        firstName: 'Ana',
        lastName: 'Lima',
        email: 'ana@example.com',
        hourlyRate: 20,
        weeklyHoursLimit: 10,
        shifts: 3,
        hours: publishedOnly ? 8 : 15,
        hoursByType: [
          { shiftType: 'Event', hours: 5 },
          { shiftType: 'Standard', hours: 10 },
        ],
        weeksOverLimit: [{ weekStart: '2030-01-07', hours: 15 }],
        cost: 300,
        // Her Barista hours at her Barista rate, the rest at her own.
        ratesUsed: [
          { positionName: 'Barista', hourlyRate: 24, hours: 5, cost: 120 },
          { positionName: null, hourlyRate: 18, hours: 10, cost: 180 },
        ],
      },
      {
        employeeId: 2,
        firstName: 'Cy',
        lastName: null,
        email: 'cy@example.com',
        hourlyRate: null,
        weeklyHoursLimit: 40,
        shifts: 1,
        hours: 1.5,
        hoursByType: [{ shiftType: 'Standard', hours: 1.5 }],
        weeksOverLimit: [],
        cost: null,
        ratesUsed: [{ positionName: null, hourlyRate: null, hours: 1.5, cost: null }],
      },
    ],
    days: [
      { date: '2030-01-07', hours: 8, cost: 160, highCost: true },
      { date: '2030-01-08', hours: 1.5, cost: null, highCost: false },
      { date: '2030-01-09', hours: 5, cost: 100, highCost: false },
      ...['2030-01-10', '2030-01-11', '2030-01-12', '2030-01-13'].map((date) => ({
        date,
        hours: 0,
        cost: null,
        highCost: false,
      })),
    ],
    totals: { shifts: 4, hours: 16.5, cost: 300, averageDailyCost: 86.67 },
    locations: null,
  };
}

function serveReports() {
  return mockApi(({ url }) => {
    if (url.startsWith('/api/reports/hours?')) {
      const params = new URL(url, 'http://x').searchParams;
      return jsonResponse(
        makeReport(params.get('start')!, params.get('end')!, params.has('publishedOnly')),
      );
    }
    if (url === '/api/organization-settings')
      return jsonResponse(makeOrganizationSettings({ timeZone: 'America/Chicago' }));
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
}

const euros = (amount: number) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(amount);

describe('ReportsTab', () => {
  it('shows each person with hours by type, weeks over limit and cost, and the totals', async () => {
    serveReports();
    renderWithProviders(<ReportsTab />);
    const table = await screen.findByRole('table', { name: 'Hours and cost per person' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Employee',
      'Shifts',
      'Hours',
      'Event',
      'Standard',
      'Weeks over limit',
      'Rate',
      'Cost',
    ]);
    const ana = within(table).getByRole('row', { name: /Ana Lima/ });
    expect(
      within(ana)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '3',
      '15',
      '5',
      '10',
      '1 (week of Jan 7: 15 h, limit 10 h)',
      `MixedBarista: 5 h at ${euros(24)}No position: 10 h at ${euros(18)}`,
      euros(300),
    ]);
    expect(
      within(ana)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`Barista: 5 h at ${euros(24)}`, `No position: 10 h at ${euros(18)}`]);
    const cy = within(table).getByRole('row', { name: /^Cy/ });
    expect(
      within(cy)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '1.5', '0', '1.5', '0', '—', '—']);
    const total = within(table).getByRole('row', { name: /Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '16.5', '5', '11.5', '1', '', euros(300)]);
  });

  it('shows the one rate used when all hours were priced alike, not the own rate', async () => {
    const report = makeReport('2030-01-07', '2030-01-13', false);
    const [ana] = report.people;
    report.people = [
      {
        ...ana!,
        hourlyRate: null,
        cost: 360,
        ratesUsed: [{ positionName: 'Barista', hourlyRate: 24, hours: 15, cost: 360 }],
      },
    ];
    mockApi(({ url }) => {
      if (url.startsWith('/api/reports/hours')) return jsonResponse(report);
      if (url === '/api/organization-settings') return jsonResponse(makeOrganizationSettings());
      return jsonResponse({ message: 'Not found' }, { status: 404 });
    });
    renderWithProviders(<ReportsTab />);
    const table = await screen.findByRole('table', { name: 'Hours and cost per person' });
    const row = within(table).getByRole('row', { name: /Ana Lima/ });
    expect(within(row).getAllByRole('cell').at(-2)).toHaveTextContent(euros(24));
  });

  it('groups the hours under each location by name when there are several, and not with one', async () => {
    const report = makeReport('2030-01-07', '2030-01-13', false);
    report.locations = [
      {
        locationId: 2,
        name: 'Harbour',
        shifts: 1,
        hours: 1.5,
        cost: null,
        people: [
          {
            employeeId: 2,
            shifts: 1,
            hours: 1.5,
            hoursByType: [{ shiftType: 'Standard', hours: 1.5 }],
            cost: null,
          },
        ],
      },
      {
        locationId: 1,
        name: 'Main',
        shifts: 3,
        hours: 15,
        cost: 300,
        people: [
          {
            employeeId: 1,
            shifts: 3,
            hours: 15,
            hoursByType: [
              { shiftType: 'Event', hours: 5 },
              { shiftType: 'Standard', hours: 10 },
            ],
            cost: 300,
          },
        ],
      },
    ];
    mockApi(({ url }) => {
      if (url.startsWith('/api/reports/hours')) return jsonResponse(report);
      if (url === '/api/organization-settings') return jsonResponse(makeOrganizationSettings());
      return jsonResponse({ message: 'Not found' }, { status: 404 });
    });
    renderWithProviders(<ReportsTab />);
    const table = await screen.findByRole('table', { name: 'Hours and cost per location' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Harbour11.501.5—',
      'Cy11.501.5—',
      `Main315510${euros(300)}`,
      `Ana Lima315510${euros(300)}`,
    ]);
  });

  it('shows no location grouping for an organization with one location', async () => {
    serveReports();
    renderWithProviders(<ReportsTab />);
    await screen.findByRole('table', { name: 'Hours and cost per person' });
    expect(screen.queryByRole('table', { name: 'Hours and cost per location' })).toBeNull();
  });

  it('draws a bar per day and marks the days that cost more than 25% above average', async () => {
    serveReports();
    const { container } = renderWithProviders(<ReportsTab />);
    const chart = await screen.findByRole('img', { name: /Hours per day, 7 days/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(7);
    const titles = [...chart.querySelectorAll('title')].map((t) => t.textContent);
    expect(titles.slice(0, 3)).toEqual([
      `Mon Jan 7: 8 h, ${euros(160)}, cost more than 25% above average`,
      'Tue Jan 8: 1.5 h',
      `Wed Jan 9: 5 h, ${euros(100)}`,
    ]);
    expect(container.querySelectorAll('[data-marker="high-cost"]')).toHaveLength(1);
    // Bars are in proportion: 8 h is the tallest against a 10 h axis.
    const heights = [...chart.querySelectorAll('rect')].map((r) =>
      Number(r.getAttribute('height')),
    );
    expect(heights[0]! / heights[2]!).toBeCloseTo(8 / 5);
  });

  it('steps by month and filters drafts', async () => {
    const api = serveReports();
    renderWithProviders(<ReportsTab />);
    await screen.findByRole('table', { name: 'Hours and cost per person' });
    const reportCalls = () =>
      api.mock.calls
        .map(([input]) => String(input))
        .filter((url) => url.startsWith('/api/reports/hours?'));

    await userEvent.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(reportCalls().at(-1)).toMatch(/start=\d{4}-\d{2}-01&end=/));
    const csv = screen.getByRole('link', { name: 'Report CSV' });
    expect(csv).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/reports\/hours\.csv\?start=/),
    );
    expect(csv).toHaveAttribute('download');

    await userEvent.click(screen.getByRole('switch', { name: 'Published only' }));
    await waitFor(() => expect(reportCalls().at(-1)).toContain('publishedOnly=true'));
    expect(await screen.findByRole('row', { name: /Ana Lima 3 8/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shifts CSV' }).getAttribute('href')).toContain(
      'publishedOnly=true',
    );
  });

  it('refuses a custom range over 92 days before asking the server', async () => {
    const api = serveReports();
    renderWithProviders(<ReportsTab />);
    await screen.findByRole('table', { name: 'Hours and cost per person' });
    const reportCalls = () =>
      api.mock.calls
        .map(([input]) => String(input))
        .filter((url) => url.startsWith('/api/reports/hours?'));
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    fireEvent.change(start, { target: { value: '2030-01-01' } });
    fireEvent.change(end, { target: { value: '2030-04-03' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A report can cover at most 92 days.',
    );
    expect(screen.queryByRole('link', { name: 'Report CSV' })).not.toBeInTheDocument();
    const before = reportCalls().length;
    fireEvent.change(end, { target: { value: '2030-04-02' } });
    await waitFor(() =>
      expect(reportCalls().at(-1)).toBe('/api/reports/hours?start=2030-01-01&end=2030-04-02'),
    );
    expect(reportCalls().length).toBeGreaterThan(before);
  });
});
