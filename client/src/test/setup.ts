// Component tests: jest-dom matchers, and a clean DOM, storage, URL, toast and mocks per test.
// A console.error fails the test, as in the server tests: it hides real problems.
import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { reportReach } from '@/lib/server-reach';
import { dismissToast } from '@/lib/toast';
import { FakeEventSource } from './fake-event-source';

globalThis.EventSource ??= FakeEventSource as unknown as typeof EventSource;

// A route's first visit imports and transforms its lazy chunk, which takes more than the default
// second when every core is running tests; a real hang still fails.
configure({ asyncUtilTimeout: 5_000 });

let consoleError = vi.spyOn(console, 'error');

afterEach(() => {
  cleanup();
  dismissToast();
  FakeEventSource.opened.length = 0;
  // The server is reachable again for the next test (the store lives as long as the module).
  reportReach(200);
  // Online again too: test files share modules, and a test that went offline would leave every
  // later file's mutations paused.
  onlineManager.setOnline(true);
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  const calls = consoleError.mock.calls.map(String);
  vi.restoreAllMocks();
  consoleError = vi.spyOn(console, 'error');
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.join('\n')}`);
});
