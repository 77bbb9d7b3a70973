import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('formats an ISO date, by default as "MMM d, yyyy"', () => {
    expect(formatDate('2025-03-08T12:00:00.000Z')).toBe('Mar 8, 2025');
    expect(formatDate('2025-03-08', 'EEEE, MMMM d')).toBe('Saturday, March 8');
  });

  it("reads 'Invalid date' for anything unparseable", () => {
    expect(formatDate('soon')).toBe('Invalid date');
    expect(formatDate('')).toBe('Invalid date');
    expect(formatDate(null)).toBe('Invalid date');
  });
});
