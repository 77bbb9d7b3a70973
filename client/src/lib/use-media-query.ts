// Whether a CSS media query matches now, following changes (a window resized, a phone rotated).
import { useSyncExternalStore } from 'react';

/** The breakpoint above which the manager's desktop-only views (the team grid) appear. */
export const DESKTOP_QUERY = '(min-width: 768px)';

export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    // Environments without matchMedia (jsdom) count as wide.
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
  );
}
