import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  jsonResponse,
  makeOrganizationSettings,
  mockApi,
  ONE_LOCATION,
  renderWithProviders,
  testShift,
} from '@/test/utils';
import { DEFAULT_TIME_ZONE, todayIn, MONDAY } from '@shared/domain/dates';
import { horizonRule, schedulingHorizon } from '@shared/domain/scheduling-horizon';
import { AddShiftDialog } from './add-shift-dialog';
import type { Shift } from './shift';
import type { ScheduleEmployee } from './use-schedule-employees';

const employees: ScheduleEmployee[] = [
  { id: 7, firstName: 'Ivy', lastName: 'Nguyen', email: 'ivy@example.com', role: 'employee' },
  { id: 8, firstName: 'Ben', lastName: 'Ortiz', email: 'ben@example.com', role: 'employee' },
];

/** The availability check's answer for someone free. */
const FREE = () => jsonResponse({ warning: null, allowOverride: false });
/** POST /api/shifts: the shift as made. */
const created = (extra: Partial<Shift> = {}) =>
  jsonResponse({ ...testShift(1, 'Morning'), ...extra }, { status: 201 });

function renderDialog(
  handler: (call: ApiCall) => Response | Promise<Response> = ({ method }) =>
    method === 'POST' ? created() : FREE(),
  settings = makeOrganizationSettings(),
) {
  const api = mockApi((call) => {
    if (call.url === '/api/organization-settings') return jsonResponse(settings);
    if (call.url === '/api/locations') return jsonResponse([ONE_LOCATION]);
    if (call.url === '/api/positions')
      return jsonResponse([{ id: 3, name: 'Barista', color: 'amber', hourlyRate: null }]);
    return call.url.startsWith('/api/employees/weekly-hours')
      ? jsonResponse([
          { employeeId: 7, scheduledHours: 42, remainingHours: 0, weeklyHoursLimit: 40 },
        ])
      : handler(call);
  });
  renderWithProviders(
    <AddShiftDialog
      open
      onOpenChange={() => {}}
      date="2026-11-23"
      employees={employees}
      notifyDefault
    />,
  );
  return api;
}

const posts = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.filter(([, init]) => init?.method === 'POST');

const dialog = () => screen.getByRole('dialog', { name: 'Add New Shift' });
const create = () =>
  userEvent.click(within(dialog()).getByRole('button', { name: 'Create Shift' }));

describe('AddShiftDialog', () => {
  // Much typing (15 s allowed): on a busy shared machine it can outlast the default 5 s.
  it('asks for the required fields and the repeat settings with our messages', async () => {
    const api = renderDialog();
    await create();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields',
    );

    await userEvent.type(screen.getByLabelText('Title'), 'Morning');
    await userEvent.click(screen.getByRole('switch', { name: 'Repeat this shift' }));
    await create();
    expect(await screen.findByText('Please select a repeat frequency')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Repeat Frequency'), 'custom');
    await create();
    expect(
      await screen.findByText('Please select at least one day for custom repeat'),
    ).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Repeat Frequency'), 'daily');
    await userEvent.click(screen.getByRole('switch', { name: 'Repeat on days of the week' }));
    // Weekly days hide 'Daily' and clear it.
    expect(screen.getByLabelText('Repeat Frequency')).toHaveValue('');
    expect(screen.queryByRole('option', { name: 'Daily' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Repeat Frequency'), 'weekly');
    await create();
    expect(
      await screen.findByText(
        'Please select at least one day of the week or disable weekly days option',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Repeat on days of the week' }));
    await userEvent.type(screen.getByLabelText('Repeat End Date'), '2026-11-01');
    await create();
    expect(
      await screen.findByText('Repeat end date cannot be earlier than the start date'),
    ).toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
  }, 15_000);

  it('refuses more employees than the shift takes, and a station change clears the error', async () => {
    renderDialog();
    expect(await screen.findByText('Over Limit')).toBeInTheDocument();
    expect(screen.getByText('42/40 h')).toHaveClass('text-red-700');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ivy Nguyen' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ben Ortiz' }));
    expect(
      screen.getByText(/^Cannot assign 2 employees\. This shift configuration has/),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Ben Ortiz' })).not.toBeChecked();

    await userEvent.selectOptions(screen.getByLabelText('Number of Stations'), '2');
    expect(screen.queryByText(/^Cannot assign/)).not.toBeInTheDocument();
  });

  it('confirms an understaffed shift, then creates it with its employees in one request', async () => {
    const api = renderDialog(({ method }) =>
      method === 'POST'
        ? created({ warnings: ['Ivy Nguyen will have 42 h (limit 40 h) after assignment.'] })
        : FREE(),
    );
    await userEvent.type(screen.getByLabelText('Title'), 'Morning');
    await userEvent.selectOptions(screen.getByLabelText('Number of Stations'), '2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ivy Nguyen' }));
    await create();

    const confirm = await screen.findByRole('dialog', { name: 'Understaffed shift' });
    expect(confirm).toHaveTextContent(
      'This shift will be understaffed (1/2 employees assigned). Do you want to create the shift anyway? You can assign employees later.',
    );
    expect(posts(api)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Create Anyway' }));

    expect(await screen.findByText('Shift created successfully')).toBeInTheDocument();
    expect(screen.getByText(/42 h \(limit 40 h\)/)).toBeInTheDocument();
    const post = posts(api)[0]!;
    expect(post[0]).toBe('/api/shifts');
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      title: 'Morning',
      numberOfStations: 2,
      duration: 90,
      startTime: '09:00',
      employeeIds: [7],
      notifyEmployees: true,
    });
  });

  it("sends the chosen position, and 'Any' as no position", async () => {
    const api = renderDialog();
    await userEvent.type(screen.getByLabelText('Title'), 'Bar');
    const position = screen.getByLabelText('Position');
    expect(position).toHaveValue('');
    await screen.findByRole('option', { name: 'Barista' });
    await userEvent.selectOptions(position, 'Barista');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ben Ortiz' }));
    await create();
    await screen.findByText('Shift created successfully');
    expect(JSON.parse(String(posts(api)[0]![1]!.body))).toMatchObject({ positionId: 3 });
  });

  it('starts at the organization’s default shift duration and creates the shift with it', async () => {
    const api = renderDialog(undefined, makeOrganizationSettings({ defaultShiftDuration: 240 }));
    // The settings arrive after the dialog opened: the duration follows them.
    await waitFor(() => expect(screen.getByLabelText('Hours')).toHaveValue('4'));
    expect(screen.getByLabelText('Minutes')).toHaveValue('00');
    await userEvent.type(screen.getByLabelText('Title'), 'Long');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ben Ortiz' }));
    await create();
    await screen.findByText('Shift created successfully');
    expect(JSON.parse(String(posts(api)[0]![1]!.body))).toMatchObject({ duration: 240 });
  });

  it("shows 'Cannot Create Shift' with the server's message", async () => {
    renderDialog(() => jsonResponse({ message: 'Title is taken' }, { status: 400 }));
    await userEvent.type(screen.getByLabelText('Title'), 'Morning');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ivy Nguyen' }));
    await create();
    expect(await screen.findByText('Cannot Create Shift')).toBeInTheDocument();
    expect(screen.getByText('Title is taken')).toBeInTheDocument();
  });

  it('retries an overlap with the manager override', async () => {
    const api = renderDialog(({ method, body }) =>
      method === 'GET'
        ? FREE()
        : (body as { allowOverride?: boolean }).allowOverride
          ? created()
          : jsonResponse({ message: 'Ivy Nguyen already works at that time' }, { status: 409 }),
    );
    await userEvent.type(screen.getByLabelText('Title'), 'Morning');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ivy Nguyen' }));
    await create();
    expect(await screen.findByText('Ivy Nguyen already works at that time')).toBeInTheDocument();
    expect(
      screen.getByText('You can still assign them with manager override.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Assign with Override' }));
    expect(await screen.findByText('Shift created successfully')).toBeInTheDocument();
    expect(JSON.parse(String(posts(api)[1]![1]!.body))).toMatchObject({ allowOverride: true });
  });

  it("checks each chosen employee's availability first and saves only with the override", async () => {
    const api = renderDialog(({ method, url }) => {
      if (method === 'GET' && url.startsWith('/api/employees/7/full-availability-check'))
        return jsonResponse({
          warning: 'Ivy Nguyen has approved time off on Mon, Nov 23, 2026.',
          allowOverride: true,
        });
      if (method === 'GET') return FREE();
      return created();
    });
    await userEvent.type(screen.getByLabelText('Title'), 'Morning');
    await userEvent.selectOptions(screen.getByLabelText('Number of Stations'), '2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ivy Nguyen' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ben Ortiz' }));
    await create();

    const warning = await screen.findByText(/has approved time off/);
    expect(warning).toHaveTextContent(/^Ivy Nguyen: Ivy Nguyen has approved time off/);
    expect(
      screen.getByText('You can still assign them with manager override.'),
    ).toBeInTheDocument();
    const checked = api.mock.calls.map(([url]) => String(url));
    expect(checked).toContain(
      '/api/employees/7/full-availability-check?date=2026-11-23&startTime=09%3A00&duration=90',
    );
    expect(checked.some((url) => url.startsWith('/api/employees/8/full-availability-check'))).toBe(
      true,
    );
    expect(posts(api)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Assign with Override' }));
    expect(await screen.findByText('Shift created successfully')).toBeInTheDocument();
    expect(JSON.parse(String(posts(api)[0]![1]!.body))).toMatchObject({
      employeeIds: [7, 8],
      allowOverride: true,
    });
  });

  it('shows a progress bar while the shift and its assignments are being made', async () => {
    let answer: (response: Response) => void = () => {};
    renderDialog(({ method }) =>
      method === 'POST'
        ? new Promise<Response>((resolve) => {
            answer = () => resolve(created());
          })
        : FREE(),
    );
    await userEvent.type(screen.getByLabelText('Title'), 'Morning');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ivy Nguyen' }));
    await create();
    expect(await screen.findByRole('progressbar', { name: 'Assigning employees' })).toBeVisible();
    expect(screen.getByText('Assigning 1 employee...')).toBeInTheDocument();
    answer(jsonResponse({}));
    expect(await screen.findByText('Shift created successfully')).toBeInTheDocument();
  });

  it('offers dates up to the scheduling horizon and says how far ahead it is', async () => {
    renderDialog(undefined, makeOrganizationSettings({ advanceSchedulingWeeks: 2 }));
    const horizon = schedulingHorizon(todayIn(DEFAULT_TIME_ZONE), 2, MONDAY)!;
    const date = within(dialog()).getByLabelText('Date');
    await waitFor(() => expect(date).toHaveAttribute('max', horizon));
    expect(date).toHaveAccessibleDescription(horizonRule(2, horizon));
  });

  it('leaves the date open when the organization schedules without a limit', async () => {
    const api = renderDialog(undefined, makeOrganizationSettings({ advanceSchedulingWeeks: 0 }));
    await waitFor(() =>
      expect(api).toHaveBeenCalledWith('/api/organization-settings', expect.anything()),
    );
    expect(within(dialog()).getByLabelText('Date')).not.toHaveAttribute('max');
  });
});
