import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MONDAY } from '@shared/domain/dates';
import { jsonResponse, mockApi, ONE_LOCATION, renderWithProviders } from '@/test/utils';
import { ShiftCalendar } from './shift-calendar';
import { anEmployeeShift } from './my-shift-cards.test-shift';

function render(locations: (typeof ONE_LOCATION)[]) {
  const api = mockApi(() => jsonResponse(locations));
  renderWithProviders(
    <ShiftCalendar
      firstOfMonth="2026-12-01"
      today="2026-12-01"
      weekStartsOn={MONDAY}
      shifts={[anEmployeeShift]}
      onStepMonth={() => undefined}
    />,
  );
  return api;
}

/** The month's chip: the element carrying the shift's tooltip. */
const chip = () => screen.getByTitle(/Front Desk/);

describe("ShiftCalendar's locations", () => {
  it("names each chip's location when the reader works at several", async () => {
    render([ONE_LOCATION, { ...ONE_LOCATION, id: 2, name: 'Uptown' }]);
    await expect.poll(() => chip().getAttribute('title')).toMatch(/Front Desk at Uptown$/);
    expect(chip()).toHaveTextContent('Front Desk at Uptown');
    // The chosen day's list names it too, for a phone whose chip shows the time alone.
    expect(screen.getByRole('region', { name: /^Shifts on/ })).toHaveTextContent('Uptown');
  });

  it('leaves it out when there is one location', async () => {
    const api = render([ONE_LOCATION]);
    await expect.poll(() => api.mock.calls.length).toBeGreaterThan(0);
    expect(chip().getAttribute('title')).toMatch(/Front Desk$/);
    expect(screen.queryByText(/Uptown/)).toBeNull();
  });
});
