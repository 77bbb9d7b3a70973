// A dashboard's active tab, kept in the URL (?tab=) so it can be linked, and in localStorage so
// the dashboard reopens on the tab last shown, whether it was clicked or opened by a link.
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { readStorage, writeStorage } from './storage';
import { normalizeTab, resolveTab, type TabRules } from './tab-selection';

export function useTabSelection<T extends string>(rules: TabRules<T>, storageKey: string) {
  const [params, setParams] = useSearchParams();
  const tab = resolveTab(rules, params.get('tab'), readStorage(storageKey));
  const linkedTab = normalizeTab(rules, params.get('tab'));

  // Remember a tab the URL asked for (a click sets the URL too). Only then: a fallback written
  // back would survive sign-out's clearing of the stored tab.
  useEffect(() => {
    if (linkedTab) writeStorage(storageKey, linkedTab);
  }, [storageKey, linkedTab]);

  const selectTab = (next: T) => {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('tab', next);
        return updated;
      },
      // Switching tabs should not fill the back button's history.
      { replace: true },
    );
  };

  return [tab, selectTab] as const;
}
