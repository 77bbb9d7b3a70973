import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderWithProviders } from '@/test/utils';
import ClockCard from './clock-card';
import { makeClock, makeClockPunch } from './clock-test-data';

// The phone keeps Tokyo's clock while its owner works in New York.
// Test files share a worker (and its process.env), so the zone is put back for the next file.
const browserZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

describe('ClockCard away from home', () => {
  it("shows the site's clock, not the phone's, and names the site's zone", async () => {
    const since = '2030-03-04T14:05:00Z';
    const clock = makeClock({
      state: 'in',
      since,
      today: [makeClockPunch({ at: since })],
      timeZone: 'America/New_York',
    });
    mockApi((call) =>
      call.url === '/api/clock' ? jsonResponse(clock) : jsonResponse({}, { status: 404 }),
    );
    renderWithProviders(<ClockCard userId={7} />);
    // 14:05 UTC is 9:05 AM in New York (and 11:05 PM in Tokyo).
    expect(await screen.findByText(/since 9:05 AM/)).toBeInTheDocument();
    expect(screen.getByText('9:05 AM')).toBeInTheDocument();
    expect(screen.getByText('Times in America/New_York')).toBeInTheDocument();
    expect(screen.queryByText(/11:05 PM/)).not.toBeInTheDocument();
  });
});
