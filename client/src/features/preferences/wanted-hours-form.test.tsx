import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUserQuery } from '@/lib/current-user';
import { type ApiCall, jsonResponse, makeUser, mockApi, renderWithProviders } from '@/test/utils';
import { WantedHoursForm } from './wanted-hours-form';

function serve() {
  const writes: ApiCall[] = [];
  mockApi((call) => {
    writes.push(call);
    return jsonResponse({ ...(call.body as object), weeklyHoursLimit: 30 });
  });
  return writes;
}

describe('the weekly hours form', () => {
  it('shows the saved hours and the limit, and saves a new minimum and target', async () => {
    const writes = serve();
    const { client } = renderWithProviders(
      <WantedHoursForm minHours={10} targetHours={null} weeklyHoursLimit={30} />,
    );
    client.setQueryData(currentUserQuery().queryKey, makeUser({ minHours: 10 }));
    expect(screen.getByLabelText('Minimum hours')).toHaveValue(10);
    expect(screen.getByLabelText('Target hours')).toHaveValue(null);
    expect(screen.getByText(/Your limit is 30 h a week/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Hours' })).toBeDisabled();

    await userEvent.clear(screen.getByLabelText('Minimum hours'));
    await userEvent.type(screen.getByLabelText('Minimum hours'), '12.5');
    await userEvent.type(screen.getByLabelText('Target hours'), '24');
    await userEvent.click(screen.getByRole('button', { name: 'Save Hours' }));
    await screen.findByText('Weekly hours saved');
    expect(writes).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/preferences/hours',
        body: { minHours: 12.5, targetHours: 24 },
      }),
    ]);
    await waitFor(() =>
      expect(client.getQueryData(currentUserQuery().queryKey)).toMatchObject({
        minHours: 12.5,
        targetHours: 24,
      }),
    );
  });

  it('refuses a target over the weekly limit and a minimum over the target, sending nothing', async () => {
    const writes = serve();
    renderWithProviders(
      <WantedHoursForm minHours={null} targetHours={null} weeklyHoursLimit={30} />,
    );
    await userEvent.type(screen.getByLabelText('Target hours'), '31');
    await userEvent.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Target hours cannot be more than the weekly hours limit (30 h)',
    );
    expect(screen.getByLabelText('Target hours')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('Target hours'));
    await userEvent.type(screen.getByLabelText('Target hours'), '20');
    await userEvent.type(screen.getByLabelText('Minimum hours'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save Hours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Minimum hours cannot be more than target hours',
    );
    expect(writes).toEqual([]);
  });
});
