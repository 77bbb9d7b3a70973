// A test that logs console.error hides a real problem: make it fail.
import { afterEach, vi } from 'vitest';

const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0)
    throw new Error(`console.error was called: ${calls.map(String).join('\n')}`);
});
