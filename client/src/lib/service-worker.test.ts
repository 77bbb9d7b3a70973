import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  reach(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function setUp({ controlled }: { controlled: boolean }) {
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    update: vi.fn(() => Promise.resolve()),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  vi.spyOn(container, 'addEventListener');
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { registration, container };
}

/** Runs registerServiceWorker and fires the load handler it installs (and only that one). */
function loadHandler() {
  const addListener = vi.spyOn(window, 'addEventListener').mockImplementation(() => {});
  registerServiceWorker();
  const call = addListener.mock.calls.find(([type]) => type === 'load');
  addListener.mockRestore();
  return call?.[1] as (() => void) | undefined;
}

async function loadPage() {
  loadHandler()?.();
  await vi.waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalled());
}

async function installUpdate(registration: ReturnType<typeof setUp>['registration']) {
  const worker = new FakeWorker();
  registration.installing = worker;
  registration.dispatchEvent(new Event('updatefound'));
  registration.waiting = worker;
  worker.reach('installed');
  return worker;
}

describe('registerServiceWorker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers /service-worker.js on load and checks for updates every minute', async () => {
    const { registration, container } = setUp({ controlled: false });
    await loadPage();
    expect(container.register).toHaveBeenCalledWith('/service-worker.js');
    vi.advanceTimersByTime(60_000);
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('asks before activating a new version, then activates it and reloads on takeover', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { registration, container } = setUp({ controlled: true });
    await loadPage();
    const worker = await installUpdate(registration);

    expect(confirm).toHaveBeenCalledWith('New version available! Refresh to update?');
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(container.addEventListener).toHaveBeenCalledWith(
      'controllerchange',
      expect.any(Function),
      {
        once: true,
      },
    );
  });

  it('keeps the current version when the user declines', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { registration, container } = setUp({ controlled: true });
    await loadPage();
    const worker = await installUpdate(registration);
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(container.addEventListener).not.toHaveBeenCalled();
  });

  it('does not ask on the first install', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { registration } = setUp({ controlled: false });
    await loadPage();
    await installUpdate(registration);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('does nothing outside production builds', () => {
    vi.stubEnv('PROD', false);
    setUp({ controlled: false });
    expect(loadHandler()).toBeUndefined();
  });
});
