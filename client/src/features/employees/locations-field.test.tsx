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

async function openEditor() {
  const { client } = renderWithProviders(<EmployeesSection currentUserId={me.id} />);
  // A manager of the whole organization is signed in.
  client.setQueryData(currentUserKey, scoped(me, [1, 2]));
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

  it("sends the person's locations, and needs one location", async () => {
    const api = serve();
    const dialog = await openEditor();
    const locations = await within(dialog).findByRole('group', { name: 'Locations' });
    expect(within(locations).getByLabelText('Main')).toBeChecked();
    await userEvent.click(within(locations).getByLabelText('Main'));
    expect(within(locations).getByRole('alert')).toHaveTextContent('Choose at least one location.');
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await userEvent.click(within(locations).getByLabelText('Uptown'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await expect
      .poll(() => api.mock.calls.find(([, init]) => init?.method === 'PUT'))
      .toBeDefined();
    const put = api.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ locationIds: [2] });
    expect(within(dialog).queryByLabelText('Only their locations')).not.toBeInTheDocument();
  });
});
