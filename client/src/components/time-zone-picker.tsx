// Every time zone, the four US ones first, in a combobox: type to narrow the list, arrows to move,
// Enter to choose, Escape to close. Several hundred zones are too many for a plain select to scroll.
import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { timeZoneLabel, timeZonesUsFirst } from '@shared/domain/time-zones';
import { fieldClasses } from './ui/input';

interface TimeZonePickerProps {
  /** The input's id, which the field's label points at. */
  id: string;
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

const PAGE = 10;

const searchable = (text: string) => text.toLowerCase().replaceAll(/[_/·]+/g, ' ');

/** The zones whose label holds every word of `query`, in any order. */
function matching(zones: readonly string[], query: string) {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  return zones.filter((zone) => {
    const label = searchable(timeZoneLabel(zone));
    return words.every((word) => label.includes(word));
  });
}

export function TimeZonePicker({ id, value, onChange, onBlur, ...aria }: TimeZonePickerProps) {
  const zones = useMemo(() => {
    const all = timeZonesUsFirst();
    // A zone this browser does not list (another runtime's alias) stays choosable.
    return all.includes(value) ? all : [value, ...all];
  }, [value]);
  // What is typed while the list is open; null while it is closed.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = query !== null;
  const matches = useMemo(() => (open ? matching(zones, query) : []), [open, zones, query]);
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  function openList() {
    setQuery('');
    setActive(Math.max(0, zones.indexOf(value)));
  }

  function choose(zone: string | undefined) {
    if (zone) onChange(zone);
    setQuery(null);
  }

  function move(to: number) {
    setActive(Math.min(Math.max(to, 0), matches.length - 1));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const moves: Record<string, () => void> = {
      ArrowDown: () => (open ? move(active + 1) : openList()),
      ArrowUp: () => (open ? move(active - 1) : openList()),
      PageDown: () => open && move(active + PAGE),
      PageUp: () => open && move(active - PAGE),
      // Closed, Enter submits the form as in any other field.
      Enter: () => open && choose(matches[active]),
      Escape: () => open && setQuery(null),
    };
    const action = moves[event.key];
    if (!action || (!open && (event.key === 'Enter' || event.key === 'Escape'))) return;
    event.preventDefault();
    // Escape closes the list, not the dialog around it.
    event.stopPropagation();
    action();
  }

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches.length > 0 ? optionId(active) : undefined}
        {...aria}
        className={clsx(fieldClasses, 'pr-10')}
        value={open ? query : timeZoneLabel(value)}
        placeholder={timeZoneLabel(value)}
        onClick={() => !open && openList()}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setQuery(null);
          onBlur?.();
        }}
      />
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-3.5 right-3 size-4 text-slate-500"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Time zones"
        hidden={!open || matches.length === 0}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {matches.map((zone, index) => (
          <li
            key={zone}
            id={optionId(index)}
            role="option"
            aria-selected={zone === value}
            className={clsx(
              'cursor-pointer px-3 py-2 text-slate-900',
              index === active && 'bg-brand-50 text-brand-900',
              zone === value && 'font-semibold',
            )}
            // Keeps the focus in the input, so choosing does not blur and close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(zone)}
          >
            {timeZoneLabel(zone)}
          </li>
        ))}
      </ul>
      {open && matches.length === 0 && (
        <p role="status" className="mt-1 text-sm text-slate-600">
          No time zone matches &lsquo;{query}&rsquo;.
        </p>
      )}
    </div>
  );
}
