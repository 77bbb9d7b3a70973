import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useReturnAfterAway } from './use-return-after-away';

let now = 1_000_000;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useReturnAfterAway', () => {
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    return () => setVisibility('visible');
  });

  it('fires when the window regains focus after more than the away time', () => {
    const onReturn = vi.fn();
    renderHook(() => useReturnAfterAway(30_000, onReturn));
    window.dispatchEvent(new Event('blur'));
    now += 30_001;
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('stays quiet after a short absence', () => {
    const onReturn = vi.fn();
    renderHook(() => useReturnAfterAway(30_000, onReturn));
    window.dispatchEvent(new Event('blur'));
    now += 30_000;
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).not.toHaveBeenCalled();
  });

  it('counts a hidden tab as away, and fires once when both events arrive', () => {
    const onReturn = vi.fn();
    renderHook(() => useReturnAfterAway(30_000, onReturn));
    setVisibility('hidden');
    window.dispatchEvent(new Event('blur'));
    now += 60_000;
    setVisibility('visible');
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted', () => {
    const onReturn = vi.fn();
    const { unmount } = renderHook(() => useReturnAfterAway(30_000, onReturn));
    unmount();
    window.dispatchEvent(new Event('blur'));
    now += 60_000;
    window.dispatchEvent(new Event('focus'));
    expect(onReturn).not.toHaveBeenCalled();
  });
});
