// Which rows of a long table to draw: those on screen and a screenful either side. A team of 200
// then draws about thirty rows instead of 200 with their 1,400 cells and their chips, so the grid
// is on screen and answering sooner and a drag re-renders only what is drawn. The table is not a
// scrolling box of its own: the page scrolls, so a drag near the window's edge scrolls the page
// and reaches every row, and there is one scroll bar. The rows left out stand as one spacer above
// and one below, sized from the heights rows had when last drawn (an estimate until then), so the
// page keeps the whole team's length. Short lists, and every list while printing, are drawn whole.
// The row a drag started from stays drawn however far the drag scrolls: dnd-kit finds the page to
// scroll from the dragged node, and a node taken out of the document has no page.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Below this many rows everything is drawn: a small team gains nothing from windowing. */
export const WINDOWED_FROM = 60;
/** A person's row with one chip a day; taller rows are measured once drawn. */
const ROW_ESTIMATE = 58;
/**
 * The window moves in steps of this many pixels of scrolling: a screenful is drawn either side,
 * so a coarser step loses nothing and spares a render for every scroll event.
 */
const SCROLL_STEP = 200;

export type RowWindow = {
  /** The rows to draw are [start, end). */
  start: number;
  end: number;
  /** Heights of the spacers standing for the rows before and after. */
  before: number;
  after: number;
};

type View = { top: number; height: number };

/** The part of `element` on screen: from how far below its top, and how tall. */
function viewOf(element: HTMLElement): View {
  const scrolledPast = Math.max(0, -element.getBoundingClientRect().top);
  return {
    top: Math.floor(scrolledPast / SCROLL_STEP) * SCROLL_STEP,
    height: window.innerHeight,
  };
}

/**
 * `keys` name the rows in order; each drawn row carries its key in `attribute` so its height can
 * be read; the row keyed `keep`, if any, is drawn wherever the window is. Returns the window and
 * the ref of the element holding the rows.
 */
export function useRowWindow(keys: readonly number[], attribute: string, keep: number | null) {
  const box = useRef<HTMLDivElement>(null);
  const [heights, setHeights] = useState<ReadonlyMap<number, number>>(new Map());
  const [view, setView] = useState<View>({ top: 0, height: 0 });
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    const follow = () => {
      const element = box.current;
      if (!element) return;
      const next = viewOf(element);
      setView((last) => (last.top === next.top && last.height === next.height ? last : next));
    };
    follow();
    // The browser prints what is in the document when the event returns: draw every row first.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', follow);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', follow);
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
      : stretchTo(
          windowOf(keys, heights, view),
          keep === null ? -1 : keys.indexOf(keep),
          keys,
          heights,
        );
  return { box, window: window_ };
}

function windowOf(
  keys: readonly number[],
  heights: ReadonlyMap<number, number>,
  view: View,
): RowWindow {
  // Before the screen is measured, a tall screen's worth.
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
  // Scrolled past every row (the list just got shorter): the page clamps its scroll next.
  if (start === keys.length) before = offset;
  let after = 0;
  for (let i = end; i < keys.length; i++) after += heights.get(keys[i]!) ?? ROW_ESTIMATE;
  return { start, end: Math.max(start, end), before, after };
}

/** The window grown to take in the row at `index` (-1 for none) and those between. */
function stretchTo(
  shown: RowWindow,
  index: number,
  keys: readonly number[],
  heights: ReadonlyMap<number, number>,
): RowWindow {
  if (index < 0 || (index >= shown.start && index < shown.end)) return shown;
  const start = Math.min(shown.start, index);
  const end = Math.max(shown.end, index + 1);
  const height = (from: number, to: number) => {
    let sum = 0;
    for (let i = from; i < to; i++) sum += heights.get(keys[i]!) ?? ROW_ESTIMATE;
    return sum;
  };
  return {
    start,
    end,
    before: shown.before - height(start, shown.start),
    after: shown.after - height(shown.end, end),
  };
}
