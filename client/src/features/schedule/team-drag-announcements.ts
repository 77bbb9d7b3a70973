// What a screen reader hears while a chip is dragged on the team grid, in the words on screen:
// whose shift it is, which shift and when, and whose row it is over. dnd-kit's own words name
// items by their ids ('Draggable item 343:4 was dropped'). The result of a drop (moved, or why
// not) is said by the grid's own live region once the server has answered.
import type { Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import { format, parseISO } from 'date-fns';
import type { Blocker } from '@shared/domain/assignment-blockers';
import { formatShiftTime } from './shift';
import type { Placement } from './team-grid-model';

/** Said once on focusing a chip: the keyboard moves through the chip's menu, not by dragging. */
export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    "Press Enter to open the shift's menu: Move to…, Unassign or Edit shift. " +
    "With a mouse, drag the shift onto another person's row to move it on the same day, or onto Open slots to unassign it.",
};

interface AnnouncementSources {
  nameOf: (personId: number) => string;
  /** Per person, what stops the place landing with them: the rules the grid marks rows with. */
  blockersFor: (placement: Placement) => Map<number, Blocker[]>;
  /** The id of the open slots row. */
  openTarget: string;
}

const dayOf = (date: string) => format(parseISO(date), 'EEE');

export function dragAnnouncements({
  nameOf,
  blockersFor,
  openTarget,
}: AnnouncementSources): Announcements {
  /** "Ana Ruiz's Morning desk", or "an open place on Morning desk". */
  const whose = ({ shift, fromEmployeeId }: Placement) =>
    fromEmployeeId === null
      ? `an open place on ${shift.title}`
      : `${nameOf(fromEmployeeId)}'s ${shift.title}`;
  /** The row under the pointer on the shift's day: a person's, or the open slots. */
  const target = ({ shift }: Placement, over: Over | null) => {
    if (!over) return null;
    const day = dayOf(shift.date);
    if (over.id === openTarget) return { personId: null, place: `Open slots, ${day}` };
    const personId = (over.data.current as { personId?: number } | undefined)?.personId;
    return personId === undefined ? null : { personId, place: `${nameOf(personId)}'s row, ${day}` };
  };
  /** Why a drop on `personId`'s row changes nothing, or null when it moves the place. */
  const unchanged = ({ fromEmployeeId }: Placement, personId: number | null) => {
    if (personId !== fromEmployeeId) return null;
    return fromEmployeeId === null ? 'it is open already' : 'it is theirs already';
  };

  // The chip picked up, kept from the start: a drag that scrolls its row out of the drawn window
  // unmounts the chip, and its data with it. Whether the pointer has left the chip's own row since:
  // until then, being over it is where the drag began and not worth saying over the pick-up. The
  // rules are judged once a drag.
  let picked: Placement | null = null;
  let wandered = false;
  let blockers = new Map<number, Blocker[]>();
  return {
    onDragStart: ({ active }) => {
      const placement = active.data.current as Placement;
      picked = placement;
      wandered = false;
      blockers = blockersFor(placement);
      const { shift } = placement;
      return `Picked up ${whose(placement)}, ${dayOf(shift.date)} ${formatShiftTime(shift)}.`;
    },
    onDragOver: ({ over }) => {
      const placement = picked;
      if (!placement) return undefined;
      const row = target(placement, over);
      const same = row && unchanged(placement, row.personId);
      if (same && !wandered) return undefined;
      wandered = true;
      if (!row) return 'Over no row.';
      if (same) return `Over ${row.place}: ${same}.`;
      const reasons = (row.personId === null ? [] : (blockers.get(row.personId) ?? [])).map(
        (blocker) => blocker.reason,
      );
      return reasons.length > 0
        ? `Over ${row.place}. ${nameOf(row.personId!)} can't take it: ${reasons.join('. ')}.`
        : `Over ${row.place}.`;
    },
    onDragEnd: ({ over }) => {
      const placement = picked;
      if (!placement) return undefined;
      const row = target(placement, over);
      if (!row) return `Dropped ${whose(placement)} on no row: nothing moved.`;
      const same = unchanged(placement, row.personId);
      return same
        ? `Dropped ${whose(placement)} on ${row.place}: nothing moved, ${same}.`
        : `Dropped ${whose(placement)} on ${row.place}.`;
    },
    onDragCancel: () => (picked ? `Put back ${whose(picked)}: nothing moved.` : undefined),
  };
}
