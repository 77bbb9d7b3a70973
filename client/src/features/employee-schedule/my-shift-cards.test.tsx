import { todayIn } from '@shared/domain/dates';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, ONE_LOCATION, renderWithProviders } from '@/test/utils';
import { MyShiftCards } from './my-shift-cards';
import { anEmployeeShift } from './my-shift-cards.test-shift';

const shift = anEmployeeShift;

function render(locations: (typeof ONE_LOCATION)[]) {
  mockApi(() => jsonResponse(locations));
  renderWithProviders(<MyShiftCards shifts={[shift]} />);
}

describe("MyShiftCards' location", () => {
  it('names the location of each shift when the reader works at several', async () => {
    render([ONE_LOCATION, { ...ONE_LOCATION, id: 2, name: 'Uptown' }]);
    const card = screen.getByRole('listitem');
    expect(await within(card).findByText('Uptown')).toBeInTheDocument();
    expect(card).toHaveTextContent('Location: Uptown');
  });

  it('leaves it out when there is one location', async () => {
    const api = mockApi(() => jsonResponse([ONE_LOCATION]));
    renderWithProviders(<MyShiftCards shifts={[shift]} />);
    await expect.poll(() => api.mock.calls.length).toBeGreaterThan(0);
    expect(screen.getByRole('listitem')).not.toHaveTextContent('Uptown');
  });
});

describe("MyShiftCards' past shifts", () => {
  // UTC+14 and UTC-11 are 25 hours apart: at any moment their dates differ by one day.
  const today = todayIn('Pacific/Pago_Pago');
  const at = (locationTimeZone: string) => ({ ...shift, date: today, locationTimeZone });

  it("judges a shift past by its location's date, not the reader's organization's", async () => {
    mockApi(() => jsonResponse([ONE_LOCATION]));
    renderWithProviders(
      <MyShiftCards shifts={[at('Pacific/Kiritimati'), { ...at('Pacific/Pago_Pago'), id: 2 }]} />,
    );
    const [kiritimati, pagoPago] = screen.getAllByRole('listitem');
    expect(within(kiritimati!).getByRole('button', { name: /Request Switch/ })).toBeDisabled();
    expect(within(pagoPago!).getByRole('button', { name: /Request Switch/ })).toBeEnabled();
  });
});
