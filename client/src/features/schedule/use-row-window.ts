// Which rows of a long table to draw: those in its scrolling box's view and a screenful either
// side. A team of 200 then draws about thirty rows instead of 200 with their 1,400 cells and
// their chips, so the grid is on screen and answering sooner and a drag re-renders only what is
// drawn. The rows left out stand as one spacer above and one below, sized from the heights rows
// had when last drawn (an estimate until then), so the scroll bar stays true. Short lists, and
// every list while printing, are drawn whole.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { flushSync } from 'react-dom';

/** Below this many rows everything is drawn: a small team gains nothing from windowing. */
export const WINDOWED_FROM = 60;
/** A person's row with one chip a day; taller rows are measured once drawn. */
const ROW_ESTIMATE = 58;

export type RowWindow = {
  /** The rows to draw are [start, end). */
  start: number;
  end: number;
  /** Heights of the spacers standing for the rows before and after. */
  before: number;
  after: number;
};

/**
 * `keys` name the rows in order; each drawn row carries its key in `attribute` so its height can
 * be read. Returns the window and the scrolling box's ref and scroll handler.
 */
export function useRowWindow(keys: readonly number[], attribute: string) {
  const box = useRef<HTMLDivElement>(null);
  const [heights, setHeights] = useState<ReadonlyMap<number, number>>(new Map());
  const [view, setView] = useState({ top: 0, height: 0 });
  const [printing, setPrinting] = useState(false);

  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, clientHeight } = event.currentTarget;
    setView({ top: scrollTop, height: clientHeight });
  }, []);

  useEffect(() => {
    const element = box.current;
    if (element) setView({ top: element.scrollTop, height: element.clientHeight });
    // The browser prints what is in the document when the event returns: draw every row first.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  // Learns the drawn rows' heights as the browser lays them out; a height it already knows
  // changes nothing, so drawing settles.
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver((entries) =>
      setHeights((known) => {
        const learned = entries
          .map((entry) => {
            const row = entry.target as HTMLElement;
            return [Number(row.getAttribute(attribute)), row.offsetHeight] as const;
          })
          // A row not laid out (a hidden grid) has no height to learn.
          .filter(([key, height]) => height > 0 && known.get(key) !== height);
        return learned.length > 0 ? new Map([...known, ...learned]) : known;
      }),
    );
    return () => observer.current?.disconnect();
  }, [attribute]);
  useLayoutEffect(() => {
    const rows = box.current?.querySelectorAll<HTMLElement>(`[${attribute}]`) ?? [];
    observer.current?.disconnect();
    for (const row of rows) observer.current?.observe(row);
  });

  const window_: RowWindow =
    printing || keys.length < WINDOWED_FROM
      ? { start: 0, end: keys.length, before: 0, after: 0 }
      : windowOf(keys, heights, view);
  return { box, onScroll, window: window_ };
}

function windowOf(
  keys: readonly number[],
  heights: ReadonlyMap<number, number>,
  view: { top: number; height: number },
): RowWindow {
  // Before the box is measured, a tall screen's worth.
  const screen = view.height || 1000;
  const from = view.top - screen;
  const to = view.top + 2 * screen;
  let offset = 0;
  let start = keys.length;
  let before = 0;
  let end = keys.length;
  for (let i = 0; i < keys.length; i++) {
    const height = heights.get(keys[i]!) ?? ROW_ESTIMATE;
    if (start === keys.length && offset + height > from) {
      start = i;
      before = offset;
    }
    if (offset >= to) {
      end = i;
      break;
    }
    offset += height;
  }
  // Scrolled past every row (the list just got shorter): the box clamps its scroll next.
  if (start === keys.length) before = offset;
  let after = 0;
  for (let i = end; i < keys.length; i++) after += heights.get(keys[i]!) ?? ROW_ESTIMATE;
  return { start, end: Math.max(start, end), before, after };
}
