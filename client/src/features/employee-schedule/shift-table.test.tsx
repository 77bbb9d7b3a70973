import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, ONE_LOCATION, renderWithProviders } from '@/test/utils';
import { ShiftTable } from './shift-table';
import { anEmployeeShift } from './my-shift-cards.test-shift';

describe("ShiftTable's locations", () => {
  it('names the location of each shift when the reader works at several', async () => {
    mockApi(() => jsonResponse([ONE_LOCATION, { ...ONE_LOCATION, id: 2, name: 'Uptown' }]));
    renderWithProviders(<ShiftTable shifts={[anEmployeeShift]} phoneList />);
    expect(await screen.findAllByText('Uptown')).not.toHaveLength(0);
  });

  it('leaves it out when there is one location', async () => {
    const api = mockApi(() => jsonResponse([ONE_LOCATION]));
    renderWithProviders(<ShiftTable shifts={[anEmployeeShift]} phoneList />);
    await expect.poll(() => api.mock.calls.length).toBeGreaterThan(0);
    expect(screen.queryByText('Uptown')).toBeNull();
  });
});
