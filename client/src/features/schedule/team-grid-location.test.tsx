import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LocationChoiceProvider, type LocationChoice } from '@/lib/location-choice';
import type { Location } from '@/lib/locations-query';
import {
  jsonResponse,
  makeEmployee,
  makeOrganizationSettings,
  mockApi,
  renderWithProviders,
  testShift,
} from '@/test/utils';
import { TeamGrid } from './team-grid';

const monday = '2030-01-07';
const site = (id: number, name: string): Location => ({
  id,
  name,
  address: null,
  timeZone: 'America/Chicago',
  geofence: null,
});
const sites = [site(1, 'Downtown'), site(2, 'Uptown')];
const person = (id: number, firstName: string, locationIds: number[]) =>
  makeEmployee({ id, firstName, lastName: 'Test', locationIds });
const ann = person(1, 'Ann', [1]);
const bob = person(2, 'Bob', [2]);
const cat = person(3, 'Cat', [1, 2]);
const dan = person(4, 'Dan', [1]);

/** Uptown's week: one shift, worked by Dan, who works Downtown only (put there with an override). */
const uptownShift = testShift(1, 'Morning', {
  date: monday,
  startTime: '09:00',
  endTime: '17:00',
  duration: 480,
  locationId: 2,
  locationName: 'Uptown',
  assignedEmployees: [dan],
});

function serve() {
  mockApi(({ url }) => {
    const { pathname } = new URL(url, 'http://localhost');
    if (pathname === '/api/shifts/range')
      return jsonResponse(url.includes('locationId=2') ? [uptownShift] : []);
    if (pathname === '/api/employees') return jsonResponse([ann, bob, cat, dan]);
    if (pathname === '/api/organization-settings') return jsonResponse(makeOrganizationSettings());
    if (pathname === '/api/locations') return jsonResponse(sites);
    if (pathname === '/api/positions') return jsonResponse([]);
    if (pathname === '/api/time-off-requests/approved-for-range') return jsonResponse([]);
    if (pathname === '/api/employee-preferences' || pathname === '/api/preferences')
      return jsonResponse([]);
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
}

const choice = (chosen: number | null): LocationChoice => ({
  locations: sites,
  chosen,
  choose: () => {},
  allowAll: true,
});

const renderGrid = (chosen: number | null) =>
  renderWithProviders(
    <LocationChoiceProvider value={choice(chosen)}>
      <TeamGrid monday={monday} filter={{ employeeIds: [], showPast: true }} onEdit={() => {}} />
    </LocationChoiceProvider>,
  );

const names = async () =>
  (await screen.findAllByRole('rowheader'))
    .map((header) => header.textContent ?? '')
    .filter((text) => text !== 'Open slots')
    .map((text) => text.split(' ')[0]);

describe('the team grid at a location', { timeout: 20_000 }, () => {
  it('lists everyone while every location is shown', async () => {
    serve();
    renderGrid(null);
    expect(await names()).toEqual(['Ann', 'Bob', 'Cat', 'Dan']);
  });

  it("lists the chosen location's people, and whoever already works one of its shifts", async () => {
    serve();
    renderGrid(2);
    expect(await names()).toEqual(['Bob', 'Cat', 'Dan']);
  });

  it('marks someone who does not work at the shift’s location as unable to take it', async () => {
    serve();
    renderGrid(2);
    const danRow = (await screen.findByRole('rowheader', { name: /Dan Test/ })).closest('tr')!;
    await userEvent.click(within(danRow).getByRole('button', { name: /^Morning/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move "Morning"' });
    expect(within(dialog).getByRole('button', { name: /Bob Test/ })).not.toHaveTextContent(
      "Can't take it",
    );
    expect(within(dialog).getByRole('button', { name: /Ann Test/ })).toHaveTextContent(
      "Can't take it: Doesn't work at Uptown",
    );
  });
});
