// Draws one day's shift chips for the month grid as markup. A busy month holds over two thousand
// chips: React creating them element by element, or even copying a prepared chip per shift,
// took most of the time from pressing 'Next month' to a usable month in Chromium, where the
// browser's HTML parser builds the same buttons many times faster. The chips stay ordinary
// buttons (focus, keyboard and screen readers treat them as before), out of the tab order: the
// month is one tab stop and Enter on a day moves into its chips. Clicks reach the list,
// which finds the shift by the chip's data-shift-id. Every text is escaped, and classes come
// only from this module's own lists, so no title or name can add markup.
import clsx from 'clsx';
import { escapeHtml } from '@shared/escape-html';
import { formatClock } from '@/lib/format-date';
import { shiftColorClasses } from '@/lib/shift-colors';
import { draftOutline } from './draft-badge';
import { isOffered, offeredLabel } from './offered-badge';
import { isDraft, type Shift } from './shift';

export const firstNames = (shift: Shift) =>
  shift.assignedEmployees.length === 0
    ? 'No Employee'
    : shift.assignedEmployees.map((e) => e.firstName || e.lastName || e.email || '').join(', ');

const CHIP = 'block w-full truncate rounded border px-1 py-0.5 text-left text-xs';
const DRAFT_BADGE =
  '<span class="mr-1 rounded bg-amber-100 px-1 font-semibold text-amber-800">Draft</span>';

const offeredBadge = (shift: Shift) =>
  `<span class="mr-1 rounded bg-brand-100 px-1 font-semibold text-brand-800">${escapeHtml(offeredLabel(shift))}</span>`;

/**
 * One chip: 'Draft' on a draft, 'Offered' on an offered shift, the start time in bold, the title,
 * and the people below.
 */
function chipHtml(shift: Shift) {
  const className = clsx(CHIP, shiftColorClasses(shift.color).badge, draftOutline(shift));
  const time = escapeHtml(formatClock(shift.startTime));
  return (
    `<button type="button" tabindex="-1" class="${className}" data-shift-id="${escapeHtml(String(shift.id))}">` +
    (isDraft(shift) ? DRAFT_BADGE : '') +
    (isOffered(shift) ? offeredBadge(shift) : '') +
    `<span class="font-semibold">${time}</span> ${escapeHtml(shift.title)}` +
    `<span class="block truncate">${escapeHtml(firstNames(shift))}</span></button>`
  );
}

const drawn = new WeakMap<HTMLElement, string>();

/**
 * Makes `list` hold one chip per shift, in order. A list whose chips would read the same is left
 * alone, and the chip that had focus keeps it when its day is drawn anew (e.g. after Edit Shift
 * saves and the month is read again), as it would if React had kept the element.
 */
export function drawChips(list: HTMLElement, shifts: Shift[]) {
  const html = shifts.map(chipHtml).join('');
  if (drawn.get(list) === html) return;
  const focused = list.contains(document.activeElement)
    ? (document.activeElement as HTMLElement).dataset.shiftId
    : undefined;
  list.innerHTML = html;
  drawn.set(list, html);
  if (focused === undefined) return;
  for (const chip of list.children as HTMLCollectionOf<HTMLElement>)
    if (chip.dataset.shiftId === focused) chip.focus();
}

/** The shift whose chip holds `target`, if any. */
export function chipShift(target: EventTarget, shifts: Shift[]): Shift | undefined {
  const id = (target as Element).closest<HTMLElement>('[data-shift-id]')?.dataset.shiftId;
  return id === undefined ? undefined : shifts.find((shift) => String(shift.id) === id);
}
