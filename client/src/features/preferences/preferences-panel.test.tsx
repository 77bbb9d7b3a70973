import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PreferenceResponse } from '@shared/validators/preferences-responses';
import {
  type ApiCall,
  jsonResponse,
  makeOrganizationSettings,
  mockApi,
  renderWithProviders,
} from '@/test/utils';
import { PreferencesPanel } from './preferences-panel';

const preference = (overrides: Partial<PreferenceResponse>): PreferenceResponse => ({
  id: 1,
  employeeId: 7,
  dayOfWeek: 1,
  startTime: '09:00',
  endTime: '13:00',
  kind: 'like',
  effectiveFrom: null,
  effectiveUntil: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

/** Answers the list with `rows` (or a failure), and records every write. */
function serve(rows: PreferenceResponse[] | 'fail') {
  const writes: ApiCall[] = [];
  mockApi((call) => {
    if (call.url === '/api/organization-settings') return jsonResponse(makeOrganizationSettings());
    if (call.method === 'GET') {
      expect(call.url).toBe('/api/preferences?employeeId=7');
      return rows === 'fail'
        ? jsonResponse({ message: 'Database down' }, { status: 500 })
        : jsonResponse(rows);
    }
    writes.push(call);
    if (call.method === 'DELETE') return jsonResponse({ id: 1 });
    return jsonResponse(preference({ ...(call.body as object), id: 9 }), {
      status: call.method === 'POST' ? 201 : 200,
    });
  });
  return writes;
}

const renderPanel = () => renderWithProviders(<PreferencesPanel employeeId={7} />);

describe('the Preferences panel', () => {
  it('lists windows by weekday, Monday first, each with Like or Avoid and its dates', async () => {
    serve([
      preference({ id: 1, dayOfWeek: 0, kind: 'avoid', startTime: '17:00', endTime: '22:00' }),
      preference({ id: 2, dayOfWeek: 1, effectiveFrom: '2030-01-01' }),
    ]);
    renderPanel();
    const monday = await screen.findByRole('region', { name: 'Monday' });
    const sunday = screen.getByRole('region', { name: 'Sunday' });
    expect(monday.compareDocumentPosition(sunday) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(monday).getByText('Like')).toBeInTheDocument();
    expect(within(monday).getByText('From Jan 1, 2030')).toBeInTheDocument();
    expect(within(sunday).getByText('Avoid')).toBeInTheDocument();
    expect(within(sunday).getByText('17:00 - 22:00')).toBeInTheDocument();
  });

  it('says when there are none, and when they could not be loaded', async () => {
    serve([]);
    const first = renderPanel();
    expect(screen.getByRole('status', { name: 'Loading preferences' })).toBeInTheDocument();
    expect(await screen.findByText('No preferences yet.')).toBeInTheDocument();
    first.unmount();
    serve('fail');
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load preferences: Database down',
    );
  });

  it('adds an avoided window on a chosen weekday, submitted with Enter', async () => {
    const writes = serve([]);
    renderPanel();
    await screen.findByText('No preferences yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Add Preference' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Preference' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avoid' }));
    expect(within(dialog).getByRole('button', { name: 'Avoid' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Day of Week'), 'Thursday');
    await userEvent.type(within(dialog).getByLabelText('Start Time'), '17:00');
    await userEvent.type(within(dialog).getByLabelText('End Time'), '22:00');
    await userEvent.type(within(dialog).getByLabelText('End Time'), '{Enter}');
    await screen.findByText('Preference added');
    expect(writes).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/preferences',
        body: {
          employeeId: 7,
          dayOfWeek: 4,
          startTime: '17:00',
          endTime: '22:00',
          kind: 'avoid',
          effectiveFrom: null,
          effectiveUntil: null,
        },
      }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a window that ends before it starts, sending nothing', async () => {
    const writes = serve([]);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Preference' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Preference' });
    await userEvent.type(within(dialog).getByLabelText('Start Time'), '13:00');
    await userEvent.type(within(dialog).getByLabelText('End Time'), '09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Preference' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Start time must be before end time',
    );
    expect(writes).toEqual([]);
  });

  it('edits a window in place and deletes another', async () => {
    const writes = serve([
      preference({ id: 1 }),
      preference({ id: 2, dayOfWeek: 5, kind: 'avoid' }),
    ]);
    renderPanel();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit preference: Like Monday 09:00 - 13:00' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Preference' });
    expect(within(dialog).getByLabelText('Start Time')).toHaveValue('09:00');
    const end = within(dialog).getByLabelText('End Time');
    await userEvent.clear(end);
    await userEvent.type(end, '14:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preference' }));
    await screen.findByText('Preference updated');
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete preference: Avoid Friday 09:00 - 13:00' }),
    );
    await screen.findByText('Preference removed');
    expect(writes.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'PUT',
        url: '/api/preferences/1',
        body: {
          dayOfWeek: 1,
          startTime: '09:00',
          endTime: '14:30',
          kind: 'like',
          effectiveFrom: null,
          effectiveUntil: null,
        },
      },
      { method: 'DELETE', url: '/api/preferences/2', body: undefined },
    ]);
  });
});
