import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/current-user';
import { currentUserKey } from '@/lib/query-keys';
import {
  jsonResponse,
  makeEmployee,
  mockApi,
  renderWithProviders,
  type ApiCall,
} from '@/test/utils';
import { EmployeesSection } from './employees-section';

const HINT = 'Maximum: 168 hours per week (24 hours × 7 days)';

const me = makeEmployee({ role: 'manager', firstName: 'Morgan', lastName: 'Lee' });
const ivy = makeEmployee({ firstName: 'Ivy', lastName: 'Nguyen', email: 'ivy@example.com' });

/** GET /api/employees answers the team (with no hours yet); other calls go to `onChange`. */
function serve(
  onChange: (call: ApiCall) => Response | Promise<Response> = (call) =>
    jsonResponse({ ...ivy, ...(call.body as object) }),
) {
  return mockApi((call) => {
    if (call.method !== 'GET') return onChange(call);
    return jsonResponse(call.url === '/api/employees' ? [me, ivy] : []);
  });
}

async function openEditor(person: SessionUser = ivy) {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<EmployeesSection currentUserId={me.id} />);
  const table = await screen.findByRole('table');
  await user.click(
    within(table).getByRole('button', { name: `Edit ${person.firstName} ${person.lastName}` }),
  );
  return { user, dialog: screen.getByRole('dialog', { name: 'Edit Employee' }), ...rendered };
}

const sent = (fetchSpy: ReturnType<typeof serve>, method: string) =>
  fetchSpy.mock.calls.filter(([, init]) => init?.method === method);
const toastRegion = () => screen.getByRole('region', { name: 'Notifications' });

describe('Edit Employee dialog', () => {
  it("shows the saved values and reads 'No Changes' until something changes", async () => {
    serve();
    const { user, dialog } = await openEditor();
    const hours = within(dialog).getByLabelText('Weekly hours limit');
    expect(hours).toHaveValue(40);
    expect(hours).toHaveAttribute('min', '0');
    expect(hours).toHaveAttribute('max', '168');
    expect(hours).toHaveAttribute('step', '0.5');
    expect(hours).toHaveAccessibleDescription(HINT);
    expect(within(dialog).getByLabelText('Employee type')).toHaveValue('hourly');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('employee');
    expect(within(dialog).getByRole('button', { name: 'No Changes' })).toBeDisabled();

    await user.clear(hours);
    await user.type(hours, '32');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    // Back to the saved value: nothing to save again.
    await user.clear(hours);
    await user.type(hours, '40');
    expect(within(dialog).getByRole('button', { name: 'No Changes' })).toBeDisabled();
  });

  it("saves a role-only change, reads 'Saving...' meanwhile, toasts and closes", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, dialog } = await openEditor();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [put] = sent(fetchSpy, 'PUT');
    expect(put![0]).toBe(`/api/employees/${ivy.id}`);
    expect(JSON.parse(String(put![1]?.body))).toEqual({
      weeklyHoursLimit: 40,
      employeeType: 'hourly',
      role: 'manager',
      hourlyRate: null,
      minHours: null,
      targetHours: null,
      positions: [],
    });

    answer(jsonResponse({ ...ivy, role: 'manager' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastRegion()).toHaveTextContent('Employee settings updated successfully');
  });

  it('sets the minimum and target hours wanted, refusing a target over the weekly limit', async () => {
    const fetchSpy = serve();
    const { user, dialog } = await openEditor();
    const target = within(dialog).getByLabelText('Target hours wanted');
    await user.type(within(dialog).getByLabelText('Minimum hours wanted'), '20');
    await user.type(target, '40.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Target hours cannot be more than the weekly hours limit (40 h)',
    );
    expect(sent(fetchSpy, 'PUT')).toEqual([]);

    await user.clear(target);
    await user.type(target, '32.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent(fetchSpy, 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(sent(fetchSpy, 'PUT')[0]![1]?.body))).toMatchObject({
      minHours: 20,
      targetHours: 32.5,
    });
  });

  it('shows what profile extras the page adds, for the person opened', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(
      <EmployeesSection
        currentUserId={me.id}
        profileExtra={(employee) => <p>Preferences of {employee.firstName}</p>}
      />,
    );
    const table = await screen.findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Edit Ivy Nguyen' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Employee' });
    expect(within(dialog).getByText('Preferences of Ivy')).toBeInTheDocument();
  });

  it('sets an hourly rate with cents, clears it when emptied, and refuses more decimals', async () => {
    const fetchSpy = serve();
    const { user, dialog } = await openEditor();
    const rate = within(dialog).getByLabelText('Hourly rate');
    expect(rate).toHaveValue(null);
    await user.type(rate, '18.555');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Hourly rate has at most two decimals')).toBeVisible();
    expect(sent(fetchSpy, 'PUT')).toHaveLength(0);
    await user.clear(rate);
    await user.type(rate, '18.55');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent(fetchSpy, 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(sent(fetchSpy, 'PUT')[0]![1]?.body))).toMatchObject({
      hourlyRate: 18.55,
    });
  }, 15_000);

  it('refuses more than 168 hours with our message and sends nothing', async () => {
    const fetchSpy = serve();
    const { user, dialog } = await openEditor();
    const hours = within(dialog).getByLabelText('Weekly hours limit');
    await user.clear(hours);
    await user.type(hours, '168.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(HINT);
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(sent(fetchSpy, 'PUT')).toHaveLength(0);
  });

  it('refuses hours off the half-hour steps and an empty field', async () => {
    const fetchSpy = serve();
    const { user, dialog } = await openEditor();
    const hours = within(dialog).getByLabelText('Weekly hours limit');
    await user.clear(hours);
    await user.type(hours, '12.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Weekly hours go in steps of 0.5',
    );

    await user.clear(hours);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Weekly hours must be a number',
    );
    expect(sent(fetchSpy, 'PUT')).toHaveLength(0);
  });

  it('shows a refusal from the server, such as demoting the last manager, as a toast', async () => {
    serve(() =>
      jsonResponse({ message: 'The organization must keep at least one manager' }, { status: 409 }),
    );
    const { user, dialog } = await openEditor();
    await user.selectOptions(within(dialog).getByLabelText('Employee type'), 'salaried');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(toastRegion()).toHaveTextContent('The organization must keep at least one manager'),
    );
    expect(toastRegion().firstElementChild).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByRole('dialog', { name: 'Edit Employee' })).toBeInTheDocument();
  });

  it('updates the signed-in user when managers edit themselves', async () => {
    serve((call) => jsonResponse({ ...me, ...(call.body as object) }));
    const { user, dialog, client } = await openEditor(me);
    client.setQueryData(currentUserKey, me);
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'employee');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(client.getQueryData<SessionUser>(currentUserKey)?.role).toBe('employee'),
    );
  });
});

describe('Danger Zone', () => {
  it('deletes the employee after the confirm prompt', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const fetchSpy = serve(() =>
      jsonResponse({ message: 'Employee has been permanently removed from the system.' }),
    );
    const { user, dialog } = await openEditor();
    expect(within(dialog).getByRole('heading', { name: 'Danger Zone' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Employee' }));

    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Ivy Nguyen'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchSpy, 'DELETE')[0]![0]).toBe(`/api/users/${ivy.id}`);
    expect(toastRegion()).toHaveTextContent(
      'Employee has been permanently removed from the system.',
    );
  });

  it('sends nothing when the prompt is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const fetchSpy = serve();
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Employee' }));
    expect(sent(fetchSpy, 'DELETE')).toHaveLength(0);
    expect(dialog).toBeInTheDocument();
  });

  it("toasts the server's message, or 'Failed to delete employee' without one", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let failure = () =>
      Promise.resolve(jsonResponse({ message: 'Employee not found' }, { status: 404 }));
    serve(() => failure());
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Employee' }));
    await waitFor(() => expect(toastRegion()).toHaveTextContent('Employee not found'));

    failure = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(within(dialog).getByRole('button', { name: 'Delete Employee' }));
    await waitFor(() => expect(toastRegion()).toHaveTextContent('Failed to delete employee'));
  });

  it('is not offered for your own account', async () => {
    serve();
    const { dialog } = await openEditor(me);
    expect(within(dialog).queryByRole('heading', { name: 'Danger Zone' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete Employee' })).toBeNull();
  });
});
