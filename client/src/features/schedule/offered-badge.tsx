// How an offered shift looks wherever the manager sees shifts: 'Offered' while it has open places
// up for grabs, with how many people have asked for them.
import { Badge } from '@/components/ui/badge';
import { staffing, type Shift } from './shift';

/** Offered and still short of people: once full, nothing is up for grabs any more. */
export const isOffered = (shift: Shift) => {
  const { assigned, required } = staffing(shift);
  return shift.offeredAt !== null && assigned < required;
};

/** 'Offered', or 'Offered · 2 requests'. */
export const offeredLabel = (shift: Shift) =>
  shift.pendingClaims > 0
    ? `Offered · ${shift.pendingClaims} request${shift.pendingClaims === 1 ? '' : 's'}`
    : 'Offered';

export function OfferedBadge({ shift }: { shift: Shift }) {
  if (!isOffered(shift)) return null;
  return <Badge variant="brand">{offeredLabel(shift)}</Badge>;
}
