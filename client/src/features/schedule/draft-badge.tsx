// How a draft looks wherever the manager sees shifts: a 'Draft' badge and a dashed border, so
// what employees cannot see yet stands out from what they can.
import { Badge } from '@/components/ui/badge';
import { isDraft, type Shift } from './shift';

/** The dashed border of a draft's card, chip or row (an outline, since table rows take no border). */
export const draftOutline = (shift: Shift) =>
  isDraft(shift) ? 'outline-2 outline-dashed outline-amber-500 -outline-offset-2' : undefined;

export function DraftBadge({ shift }: { shift: Shift }) {
  if (!isDraft(shift)) return null;
  return (
    <Badge variant="warning" className="border border-dashed border-amber-500">
      Draft
    </Badge>
  );
}
