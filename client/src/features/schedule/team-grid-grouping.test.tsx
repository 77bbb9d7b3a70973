// The team grid grouped by position: headers with each position's colour and name, people under
// their first position and named as covering the others, the unqualified last; the choice kept
// per user; and a move onto someone not qualified for the shift's position refused with why.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  jsonResponse,
  makeEmployee,
  makeOrganizationSettings,
  makeUser,
  mockApi,
  renderWithProviders,
  testShift,
} from '@/test/utils';
import { clearUserStorage, STORAGE_KEYS } from '@/lib/storage-keys';
import { TeamGrid } from './team-grid';

const monday = '2030-01-07';
const BARISTA = 5;
const KITCHEN = 6;
const qualified = (...positionIds: number[]) =>
  positionIds.map((positionId) => ({ positionId, hourlyRate: null }));
const person = (id: number, firstName: string, positionIds: number[]) =>
  makeEmployee({
    id,
    firstName,
    lastName: 'Test',
    email: `${firstName.toLowerCase()}@example.com`,
    positions: qualified(...positionIds),
  });
const ann = person(1, 'Ann', [KITCHEN, BARISTA]);
const bob = person(2, 'Bob', [KITCHEN]);
const cat = person(3, 'Cat', []);
const positions = [
  { id: BARISTA, name: 'Barista', color: 'amber', hourlyRate: null },
  { id: KITCHEN, name: 'Kitchen', color: 'red', hourlyRate: null },
];
const baristaShift = testShift(1, 'Espresso bar', {
  date: monday,
  startTime: '09:00',
  endTime: '13:00',
  duration: 240,
  positionId: BARISTA,
  positionName: 'Barista',
  positionColor: 'amber',
  assignedEmployees: [ann],
});

function serve(userId: number) {
  const reads: string[] = [];
  mockApi(({ url }) => {
    reads.push(url);
    if (url === '/api/user') return jsonResponse(makeUser({ id: userId, role: 'manager' }));
    if (url.startsWith('/api/shifts/range')) return jsonResponse([baristaShift]);
    if (url === '/api/organization-settings') return jsonResponse(makeOrganizationSettings());
    if (url === '/api/employees') return jsonResponse([cat, bob, ann]);
    if (url === '/api/positions') return jsonResponse(positions);
    if (url.startsWith('/api/time-off-requests/approved-for-range')) return jsonResponse([]);
    if (url.startsWith('/api/preferences') || url === '/api/employee-preferences')
      return jsonResponse([]);
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
  return reads;
}

const renderGrid = () =>
  renderWithProviders(
    <TeamGrid monday={monday} filter={{ employeeIds: [], showPast: true }} onEdit={() => {}} />,
  );

/** The body's rows as read: a header's text, or a person's name. */
const drawnRows = () =>
  [...document.querySelectorAll('tbody tr[data-row-key]')].map((row) =>
    row.hasAttribute('data-group')
      ? `# ${row.getAttribute('data-group')}`
      : row.querySelector('th span')!.textContent,
  );

afterEach(() => localStorage.clear());

describe('TeamGrid grouped by position', { timeout: 20_000 }, () => {
  it('puts people under their first position, names the others, and the unqualified last', async () => {
    const reads = serve(7);
    renderGrid();
    await screen.findByRole('rowheader', { name: /Ann Test/ });
    expect(drawnRows()).toEqual(['Ann Test', 'Bob Test', 'Cat Test']);
    const before = reads.length;

    await userEvent.type(screen.getByLabelText('Search people'), 'Test');
    await userEvent.selectOptions(screen.getByLabelText('Group by'), 'Position');
    expect(screen.getByLabelText('Search people')).toHaveValue('Test');
    expect(drawnRows()).toEqual([
      '# Barista',
      'Ann Test',
      '# Kitchen',
      'Bob Test',
      '# No position',
      'Cat Test',
    ]);
    const barista = screen.getByRole('columnheader', { name: /Barista/ });
    expect(barista).toHaveTextContent('Barista1 person');
    expect(barista.querySelector('.bg-amber-500')).not.toBeNull();
    expect(
      within(screen.getByRole('rowheader', { name: /Ann Test/ })).getByText('Also Kitchen'),
    ).toBeInTheDocument();
    // Grouping orders what is loaded: nothing is read again.
    expect(reads.length).toBe(before);

    // The position filter still applies within the groups.
    await userEvent.selectOptions(screen.getByLabelText('Position'), 'Kitchen');
    expect(drawnRows()).toEqual(['# Barista', 'Ann Test', '# Kitchen', 'Bob Test']);
  });

  it('remembers the choice for the user who made it, and not for another user', async () => {
    serve(7);
    const first = renderGrid();
    await screen.findByRole('rowheader', { name: /Ann Test/ });
    await userEvent.selectOptions(screen.getByLabelText('Group by'), 'Position');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.teamGridGrouping)!)).toEqual({
      7: 'position',
    });
    first.unmount();

    serve(7);
    const again = renderGrid();
    expect(await screen.findByRole('columnheader', { name: /No position/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Group by')).toHaveValue('position');
    again.unmount();

    serve(8);
    renderGrid();
    await screen.findByRole('rowheader', { name: /Ann Test/ });
    expect(screen.getByLabelText('Group by')).toHaveValue('none');
    expect(screen.queryByRole('columnheader', { name: /No position/ })).toBeNull();

    // Signing out forgets it.
    clearUserStorage(7);
    expect(localStorage.getItem(STORAGE_KEYS.teamGridGrouping)).toBeNull();
  });

  it('refuses a move onto someone not qualified for the shift’s position, saying why', async () => {
    serve(7);
    renderGrid();
    await userEvent.selectOptions(await screen.findByLabelText('Group by'), 'Position');
    await userEvent.click(
      within(screen.getByRole('rowheader', { name: /Ann Test/ }).closest('tr')!).getByRole(
        'button',
        { name: /^Espresso bar/ },
      ),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move "Espresso bar"' });
    const option = (name: string) => within(dialog).getByRole('button', { name: new RegExp(name) });
    expect(option('Bob Test')).toHaveTextContent("Can't take it: Not qualified for Barista");
    expect(option('Cat Test')).toHaveTextContent("Can't take it: Not qualified for Barista");
  });
});
