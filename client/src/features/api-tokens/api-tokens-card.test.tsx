import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApiTokenView } from '@shared/validators/api-tokens';
import {
  jsonResponse,
  mockApi,
  ONE_LOCATION,
  renderWithProviders,
  type ApiCall,
} from '@/test/utils';
import { ApiTokensCard } from './api-tokens-card';

const UPTOWN = { ...ONE_LOCATION, id: 2, name: 'Uptown' };
const token = (overrides: Partial<ApiTokenView>): ApiTokenView => ({
  id: 1,
  name: 'Payroll sync',
  displayPrefix: 'shk_abcd',
  scopes: ['read'],
  locationIds: null,
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

function serve(locations: (typeof ONE_LOCATION)[], tokens: ApiTokenView[]) {
  return mockApi(({ method, url, body }: ApiCall) => {
    if (url === '/api/locations') return jsonResponse(locations);
    if (method === 'GET' && url === '/api/api-tokens') return jsonResponse(tokens);
    if (method === 'POST' && url === '/api/api-tokens') {
      const created = token({ id: 9, ...(body as Partial<ApiTokenView>) });
      return jsonResponse({ apiToken: created, token: 'shk_secret' }, { status: 201 });
    }
    return jsonResponse({ message: 'Not found' }, { status: 404 });
  });
}

describe('API tokens', () => {
  it('names each token’s locations when the organization has several', async () => {
    serve(
      [ONE_LOCATION, UPTOWN],
      [token({ id: 1, name: 'Till' }), token({ id: 2, name: 'Uptown POS', locationIds: [2] })],
    );
    renderWithProviders(<ApiTokensCard />);
    const uptown = (await screen.findByText('Uptown POS')).closest('li')!;
    expect(uptown).toHaveTextContent('Locations: Uptown');
    expect(screen.getByText('Till').closest('li')).toHaveTextContent('Locations: All locations');
  });

  it('creates a token held to the ticked locations, and never to none', async () => {
    const api = serve([ONE_LOCATION, UPTOWN], []);
    const user = userEvent.setup();
    renderWithProviders(<ApiTokensCard />);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });
    await user.type(within(dialog).getByLabelText('Name'), 'Uptown POS');
    await user.click(within(dialog).getByRole('radio', { name: 'Only these locations' }));
    const submit = within(dialog).getByRole('button', { name: 'Create token' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one location.');
    expect(submit).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Uptown' }));
    await user.click(submit);
    await waitFor(() =>
      expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const [, init] = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Uptown POS',
      locationIds: [2],
    });
  });

  it('asks nothing about locations while there is one, and sends every location', async () => {
    const api = serve([ONE_LOCATION], []);
    const user = userEvent.setup();
    renderWithProviders(<ApiTokensCard />);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });
    expect(within(dialog).queryByRole('group', { name: 'Locations' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Till');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const [, init] = api.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ locationIds: null });
  });
});
