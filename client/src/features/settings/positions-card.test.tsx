import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/utils';
import { PositionsCard } from './positions-card';

const barista = { id: 3, name: 'Barista', color: 'amber', hourlyRate: 15.5 };

/** The positions as the server keeps them; deletes of Barista need ?clearShifts=true. */
function serve() {
  let positions = [barista];
  return mockApi(({ method, url, body }) => {
    if (method === 'GET') return jsonResponse(positions);
    if (method === 'POST') {
      const created = { id: 4, ...(body as object) } as typeof barista;
      positions = [...positions, created];
      return jsonResponse(created, { status: 201 });
    }
    if (method === 'DELETE' && !url.endsWith('clearShifts=true'))
      return jsonResponse(
        {
          message: '2 shifts still need "Barista". Clear it from them to delete it.',
          conflicts: [{ positionId: 3, shiftCount: 2 }],
        },
        { status: 409 },
      );
    positions = [];
    return jsonResponse({ id: 3, clearedShifts: 2 });
  });
}

describe('PositionsCard', () => {
  it('adds a position with its colour and default rate', async () => {
    const api = serve();
    renderWithProviders(<PositionsCard />);
    const card = await screen.findByRole('region', { name: 'Positions' });
    expect(await within(card).findByText('15.50/h')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText('New position'), 'Kitchen');
    await userEvent.selectOptions(within(card).getByLabelText('Colour'), 'red');
    await userEvent.click(within(card).getByRole('button', { name: 'Add Position' }));
    expect(
      await within(card).findByRole('button', { name: 'Edit Kitchen' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      name: 'Kitchen',
      color: 'red',
      hourlyRate: null,
    });
  });

  it('deletes a position shifts need only after clearing it from them', async () => {
    const api = serve();
    renderWithProviders(<PositionsCard />);
    const card = await screen.findByRole('region', { name: 'Positions' });
    await userEvent.click(
      await within(card).findByRole('button', { name: 'Delete Barista' }, { timeout: 5000 }),
    );
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('2 shifts still need Barista.');
    await userEvent.click(
      within(alert).getByRole('button', { name: 'Clear from 2 shifts and delete' }),
    );
    expect(
      await within(card).findByText('No positions yet: every shift takes anyone.'),
    ).toBeInTheDocument();
    expect(api.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toContain(
      'DELETE /api/positions/3?clearShifts=true',
    );
  });
});
