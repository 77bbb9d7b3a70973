// Component tests: jest-dom matchers, and a clean DOM, storage, URL, toast and mocks per test.
// A console.error fails the test, as in the server tests: it hides real problems.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissToast } from '@/lib/toast';

let consoleError = vi.spyOn(console, 'error');

afterEach(() => {
  cleanup();
  dismissToast();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  const calls = consoleError.mock.calls.map(String);
  vi.restoreAllMocks();
  consoleError = vi.spyOn(console, 'error');
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.join('\n')}`);
});
