import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Employee } from '@/lib/employees-query';
import { currentUserKey } from '@/lib/query-keys';
import {
  jsonResponse,
  makeEmployee,
  mockApi,
  ONE_LOCATION,
  renderWithProviders,
} from '@/test/utils';
import { EmployeesSection } from './employees-section';

const uptown = { ...ONE_LOCATION, id: 2, name: 'Uptown' };
const me = makeEmployee({ role: 'manager', firstName: 'Morgan', lastName: 'Lee' });
const scoped = (person: Employee, locationIds: number[], managesAllLocations = true) =>
  ({ ...person, locationIds, managesAllLocations }) as Employee;
const ivy = scoped(makeEmployee({ firstName: 'Ivy', lastName: 'Nguyen', role: 'manager' }), [1]);

function serve(locations = [ONE_LOCATION, uptown]) {
  return mockApi((call) => {
    if (call.method === 'PUT') return jsonResponse({ ...ivy, ...(call.body as object) });
    if (call.url === '/api/locations') return jsonResponse(locations);
    return jsonResponse(call.url === '/api/employees' ? [me, ivy] : []);
  });
}

async function openEditor(signedIn = scoped(me, [1, 2])) {
  const { client } = renderWithProviders(<EmployeesSection currentUserId={me.id} />);
  // By default a manager of the whole organization is signed in.
  client.setQueryData(currentUserKey, signedIn);
  const table = await screen.findByRole('table');
  await userEvent.click(within(table).getByRole('button', { name: 'Edit Ivy Nguyen' }));
  return screen.getByRole('dialog', { name: 'Edit Employee' });
}

describe("Edit Employee's locations", () => {
  it('are not asked while the organization has one location', async () => {
    serve([ONE_LOCATION]);
    const dialog = await openEditor();
    expect(within(dialog).getByLabelText('Weekly hours limit')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Locations' })).not.toBeInTheDocument();
  });

  it("sends the person's locations and a manager's scope, and needs one location", async () => {
    const api = serve();
    const dialog = await openEditor();
    const locations = await within(dialog).findByRole('group', { name: 'Locations' });
    expect(within(locations).getByLabelText('Main')).toBeChecked();
    await userEvent.click(within(locations).getByLabelText('Main'));
    expect(within(locations).getByRole('alert')).toHaveTextContent('Choose at least one location.');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await userEvent.click(within(locations).getByLabelText('Uptown'));
    await userEvent.click(within(dialog).getByLabelText('Only their locations'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect
      .poll(() => api.mock.calls.find(([, init]) => init?.method === 'PUT'))
      .toBeDefined();
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({
      locationIds: [2],
      managesAllLocations: false,
    });
  });

  it('asks whether a manager manages every location or only theirs', async () => {
    serve();
    const dialog = await openEditor();
    const manages = within(dialog).getByRole('group', { name: 'Manages' });
    expect(within(manages).getByLabelText('Every location')).toBeChecked();
    expect(within(manages).getByLabelText('Only their locations')).not.toBeChecked();
    expect(within(manages).getByLabelText('Only their locations')).toBeEnabled();
  });

  it('is not offered to change by a manager of some locations', async () => {
    serve();
    const dialog = await openEditor(scoped(me, [1], false));
    const manages = await within(dialog).findByRole('group', { name: 'Manages' });
    expect(within(manages).getByLabelText('Every location')).toBeDisabled();
    expect(within(manages).getByLabelText('Only their locations')).toBeDisabled();
  });

  it('is not asked of an employee', async () => {
    serve();
    const dialog = await openEditor();
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'employee');
    await within(dialog).findByRole('group', { name: 'Locations' });
    expect(within(dialog).queryByRole('group', { name: 'Manages' })).not.toBeInTheDocument();
  });
});
