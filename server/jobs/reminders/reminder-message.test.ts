import { expect, it } from 'vitest';
import { reminderMessage } from './reminder-message';

it('names the shift and its start in the organization time zone', () => {
  const { title, message } = reminderMessage({
    title: 'Front desk',
    start: new Date('2030-01-16T11:00:00Z'),
    timeZone: 'America/Chicago',
  });
  expect(title).toBe('Shift reminder: Front desk');
  expect(message).toBe('Your shift "Front desk" starts on Wednesday, January 16 at 5:00 AM CST.');
});
