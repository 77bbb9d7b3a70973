// Accessible tabs (WAI-ARIA tabs pattern): one tab stop for the list, arrow keys, Home and End move
// between tabs and select them, and the panel is labelled by its tab.
import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Badge } from './badge';
import { focusRing } from './focus-ring';

// Inset: the scrolling tab list would clip a ring drawn outside the tab.
const tabFocusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  badge?: string;
}

interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** Names the tab list. */
  label: string;
  listClassName?: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function Tabs<T extends string>(props: TabsProps<T>) {
  const { items, value, onValueChange, label, listClassName, children } = props;
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  function onKeyDown(event: KeyboardEvent) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next =
      items[
        step(
          items.findIndex((item) => item.value === value),
          items.length,
        )
      ];
    if (!next) return;
    onValueChange(next.value);
    tabRefs.current.get(next.value)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={clsx('gap-1 overflow-x-auto border-b border-slate-200', listClassName ?? 'flex')}
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              className={clsx(
                '-mb-px inline-flex items-center gap-2 rounded-t-md border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                tabFocusRing,
                selected
                  ? 'border-primary text-primary'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {item.label}
              {/* The space keeps the accessible name readable: "Payroll Coming Soon". */}
              {item.badge && (
                <>
                  {' '}
                  <Badge>{item.badge}</Badge>
                </>
              )}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        className={clsx('mt-6 rounded-lg', focusRing)}
      >
        {children}
      </div>
    </div>
  );
}
