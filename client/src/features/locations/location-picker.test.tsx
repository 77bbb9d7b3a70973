import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/lib/current-user';
import { employeesQuery } from '@/lib/employees-query';
import {
  LocationChoiceProvider,
  useLocationChoiceState,
  useLocationFilter,
} from '@/lib/location-choice';
import type { Location } from '@/lib/locations-query';
import { jsonResponse, makeEmployee, makeUser, mockApi, renderWithProviders } from '@/test/utils';
import { LocationPicker } from './location-picker';

const site = (id: number, name: string): Location => ({
  id,
  name,
  address: null,
  timeZone: 'America/Chicago',
  geofence: null,
});
const downtown = site(1, 'Downtown');
const uptown = site(2, 'Uptown');

/** People at each location; the employees read answers by its locationId. */
function serve(locations: Location[]) {
  const people = [
    makeEmployee({ id: 11, firstName: 'Dana', lastName: 'Down' }),
    makeEmployee({ id: 12, firstName: 'Uma', lastName: 'Up' }),
  ];
  return mockApi(({ url }) => {
    if (url === '/api/locations') return jsonResponse(locations);
    const locationId = new URL(url, 'http://x').searchParams.get('locationId');
    if (locationId === '1') return jsonResponse([people[0]]);
    if (locationId === '2') return jsonResponse([people[1]]);
    return jsonResponse(people);
  });
}

function Team() {
  const { data = [] } = useQuery(employeesQuery(useLocationFilter()));
  return (
    <ul aria-label="Team">
      {data.map((person) => (
        <li key={person.id}>{person.firstName}</li>
      ))}
    </ul>
  );
}

function Dashboard({ user }: { user: SessionUser }) {
  return (
    <LocationChoiceProvider value={useLocationChoiceState(user)}>
      <LocationPicker />
      <Team />
    </LocationChoiceProvider>
  );
}

const manager = (overrides: Partial<SessionUser> = {}) =>
  makeUser({ role: 'manager', ...overrides });
const team = () => screen.getByRole('list', { name: 'Team' });

afterEach(() => localStorage.clear());

describe('LocationPicker', () => {
  it('is absent while the organization has one location', async () => {
    serve([downtown]);
    renderWithProviders(<Dashboard user={manager()} />);
    expect(await screen.findByText('Dana')).toBeInTheDocument();
    expect(screen.queryByLabelText('Location')).not.toBeInTheDocument();
  });

  it('filters the reads by the chosen location and remembers it for that user only', async () => {
    const api = serve([downtown, uptown]);
    const first = manager({ id: 70 });
    const { unmount } = renderWithProviders(<Dashboard user={first} />);
    const picker = await screen.findByLabelText('Location');
    expect(picker).toHaveValue('all');
    expect(await screen.findByText('Uma')).toBeInTheDocument();
    expect(team()).toHaveTextContent('Dana');

    await userEvent.selectOptions(picker, 'Uptown');
    await expect.poll(() => team().textContent).toBe('Uma');
    expect(api.mock.calls.map(([url]) => String(url))).toContain('/api/employees?locationId=2');
    unmount();

    // The same person comes back to Uptown.
    renderWithProviders(<Dashboard user={first} />);
    expect(await screen.findByLabelText('Location')).toHaveValue('2');
  });

  it('starts another manager at every location, and a location manager at their first', async () => {
    serve([downtown, uptown]);
    localStorage.setItem('managerLocation', JSON.stringify({ 70: '2' }));
    const { unmount } = renderWithProviders(<Dashboard user={manager({ id: 71 })} />);
    expect(await screen.findByLabelText('Location')).toHaveValue('all');
    unmount();

    const locationManager = manager({ id: 72, managesAllLocations: false } as Partial<SessionUser>);
    renderWithProviders(<Dashboard user={locationManager} />);
    const picker = await screen.findByLabelText('Location');
    expect(picker).toHaveValue('1');
    expect(screen.queryByRole('option', { name: 'All locations' })).not.toBeInTheDocument();
    await expect.poll(() => team().textContent).toBe('Dana');
  });
});
