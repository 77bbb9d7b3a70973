import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationChoiceProvider, type LocationChoice } from '@/lib/location-choice';
import type { Location } from '@/lib/locations-query';
import {
  jsonResponse,
  makeOrganizationSettings,
  mockApi,
  renderWithProviders,
  testShift,
} from '@/test/utils';
import { AddShiftDialog } from './add-shift-dialog';
import { EditShiftDialog } from './edit-shift-dialog';
import type { Shift } from './shift';

const site = (id: number, name: string): Location => ({
  id,
  name,
  address: null,
  timeZone: 'America/Chicago',
  geofence: null,
});
const both = [site(1, 'Downtown'), site(2, 'Uptown')];

function serve(locations: Location[]) {
  mockApi(({ url }) => {
    if (url === '/api/locations') return jsonResponse(locations);
    if (url === '/api/organization-settings') return jsonResponse(makeOrganizationSettings());
    return jsonResponse([]);
  });
}

/** The manager header's choice, as the dashboard provides it. */
const choice = (chosen: number | null): LocationChoice => ({
  locations: both,
  chosen,
  choose: () => {},
  allowAll: true,
});

function addShift(chosen: number | null) {
  renderWithProviders(
    <LocationChoiceProvider value={choice(chosen)}>
      <AddShiftDialog open onOpenChange={() => {}} date="2026-11-23" employees={[]} notifyDefault />
    </LocationChoiceProvider>,
  );
  return screen.getByRole('dialog', { name: 'Add New Shift' });
}

describe('the shift dialogs’ Location select', () => {
  it('is absent while the organization has one location', async () => {
    serve([both[0]!]);
    const dialog = addShift(null);
    expect(await within(dialog).findByLabelText('Title')).toBeInTheDocument();
    // The list has arrived when the positions field (read beside it) is there.
    await screen.findByLabelText('Position');
    expect(within(dialog).queryByLabelText('Location')).not.toBeInTheDocument();
  });

  it("starts a new shift at the header's location", async () => {
    serve(both);
    const dialog = addShift(2);
    const select = await within(dialog).findByLabelText('Location');
    expect(select).toHaveValue('2');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a location', 'Downtown', 'Uptown']);
  });

  it('asks for a location when the header shows every location', async () => {
    serve(both);
    const dialog = addShift(null);
    expect(await within(dialog).findByLabelText('Location')).toHaveValue('');
  });

  it("shows an existing shift's own location", async () => {
    serve(both);
    const shift = { ...testShift(5, 'Close'), locationId: 1 } as Shift;
    renderWithProviders(
      <EditShiftDialog shift={shift} onClose={() => {}} employees={[]} notifyDefault />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Shift' });
    expect(await within(dialog).findByLabelText('Location')).toHaveValue('1');
  });
});
