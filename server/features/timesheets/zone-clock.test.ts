import { describe, expect, it } from 'vitest';
import { shiftStartInstant } from '@shared/domain/shift-instant';
import { localDateOf } from '@shared/domain/zoned-time';
import { zoneClock } from './zone-clock';

describe('zoneClock', () => {
  it('gives every instant the local date Intl gives it, across midnights and daylight-saving changes', () => {
    const clock = zoneClock();
    const zones = [
      'America/Chicago',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Europe/London',
      'Asia/Kolkata',
    ];
    const from = Date.parse('2026-10-31T00:00:00Z');
    for (const zone of zones)
      for (let ms = from; ms < from + 4 * 86_400_000; ms += 17 * 60_000)
        expect(clock.dateOf(new Date(ms), zone)).toBe(localDateOf(ms, zone));
  });

  it('reads a shift start as the reminders do', () => {
    const clock = zoneClock();
    expect(clock.instantOf('2026-11-01', '09:00', 'America/Chicago')).toBe(
      shiftStartInstant('2026-11-01', '09:00', 'America/Chicago').getTime(),
    );
  });
});
