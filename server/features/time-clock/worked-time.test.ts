import { describe, expect, it } from 'vitest';
import { workedMinutes } from './worked-time';

const at = (hhmm: string) => new Date(`2030-01-07T${hhmm}:00Z`);

describe('worked minutes', () => {
  it('counts clock-in to clock-out less breaks, and an open stretch until the given end', () => {
    expect(
      workedMinutes(
        [
          { kind: 'in', at: at('09:00') },
          { kind: 'break_start', at: at('12:00') },
          { kind: 'break_end', at: at('12:30') },
          { kind: 'out', at: at('17:00') },
          { kind: 'in', at: at('18:00') },
        ],
        at('19:15'),
      ),
    ).toBe(8 * 60 - 30 + 75);
    expect(
      workedMinutes(
        [
          { kind: 'in', at: at('09:00') },
          { kind: 'break_start', at: at('10:00') },
        ],
        at('11:00'),
      ),
    ).toBe(60);
  });
});
