import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Location } from '@/lib/locations-query';
import { jsonResponse, makeOrganizationSettings, mockApi, renderWithProviders } from '@/test/utils';
import { LocationsCard } from './locations-card';

const downtown: Location = {
  id: 1,
  name: 'Downtown',
  address: '1 Main St',
  timeZone: 'America/Chicago',
  geofence: null,
};

/** The locations as the server keeps them; Downtown still has 3 shifts. */
function serve() {
  let locations = [downtown];
  return mockApi(({ method, url, body }) => {
    if (url.startsWith('/api/organization-settings'))
      return jsonResponse(makeOrganizationSettings({ timeZone: 'America/Denver' }));
    if (method === 'GET') return jsonResponse(locations);
    if (method === 'POST') {
      const created = { id: 2, ...(body as object) } as Location;
      locations = [...locations, created];
      return jsonResponse(created, { status: 201 });
    }
    if (method === 'PUT') {
      const saved = { id: 1, ...(body as object) } as Location;
      locations = locations.map((l) => (l.id === 1 ? saved : l));
      return jsonResponse(saved);
    }
    if (url.endsWith('/1'))
      return jsonResponse(
        { message: '3 shifts still belong to Downtown. Move or delete them first.' },
        { status: 409 },
      );
    locations = locations.filter((l) => l.id !== 2);
    return jsonResponse({ id: 2 });
  });
}

const sent = (api: ReturnType<typeof serve>, method: string) =>
  api.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init!.body ?? 'null')) }));

async function card() {
  return screen.findByRole('region', { name: 'Locations' });
}

describe('LocationsCard', () => {
  it("adds a location in the organization's time zone with a geofence", async () => {
    const api = serve();
    renderWithProviders(<LocationsCard />);
    const region = await card();
    expect(await within(region).findByText('Downtown')).toBeInTheDocument();
    const form = within(region).getByRole('form', { name: 'Add a location' });
    await userEvent.type(within(form).getByLabelText('New location'), 'Uptown');
    expect(within(form).getByRole('combobox', { name: 'Time zone' })).toHaveValue(
      'MT · America/Denver',
    );
    await userEvent.type(within(form).getByLabelText('Latitude'), '41.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Location' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A geofence needs its latitude, longitude and radius.',
    );
    expect(sent(api, 'POST')).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Longitude'), '-87.6');
    await userEvent.type(within(form).getByLabelText('Radius (metres)'), '150');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Location' }));
    expect(
      await within(region).findByRole('button', { name: 'Edit Uptown' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sent(api, 'POST')).toEqual([
      {
        url: '/api/locations',
        body: {
          name: 'Uptown',
          address: null,
          timeZone: 'America/Denver',
          geofence: { latitude: 41.5, longitude: -87.6, radiusMeters: 150 },
        },
      },
    ]);
  });

  it('edits a location and shows its new name', async () => {
    const api = serve();
    renderWithProviders(<LocationsCard />);
    const region = await card();
    await userEvent.click(await within(region).findByRole('button', { name: 'Edit Downtown' }));
    const form = within(region).getByRole('form', { name: 'Edit Downtown' });
    const name = within(form).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Riverside');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(region).findByRole('button', { name: 'Edit Riverside' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sent(api, 'PUT')[0]).toEqual({
      url: '/api/locations/1',
      body: {
        name: 'Riverside',
        address: '1 Main St',
        timeZone: 'America/Chicago',
        geofence: null,
      },
    });
  });

  it("shows the server's reason when a location cannot go, and deletes one that can", async () => {
    serve();
    renderWithProviders(<LocationsCard />);
    const region = await card();
    await userEvent.click(await within(region).findByRole('button', { name: 'Delete Downtown' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      '3 shifts still belong to Downtown. Move or delete them first.',
    );
    expect(within(region).getByText('Downtown')).toBeInTheDocument();

    await userEvent.type(within(region).getByLabelText('New location'), 'Pop-up');
    await userEvent.click(within(region).getByRole('button', { name: 'Add Location' }));
    await userEvent.click(
      await within(region).findByRole('button', { name: 'Delete Pop-up' }, { timeout: 5000 }),
    );
    await expect
      .poll(() => within(region).queryByRole('button', { name: 'Delete Pop-up' }))
      .toBeNull();
  });
});
