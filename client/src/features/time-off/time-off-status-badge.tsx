// A request's status as a coloured badge; acknowledged entries read 'Unavailable'.
import { timeOffStatusLabel, type TimeOffStatus } from '@shared/domain/time-off';
import { Badge } from '@/components/ui/badge';

const VARIANT = {
  pending: 'warning',
  approved: 'success',
  denied: 'destructive',
  acknowledged: 'brand',
  cancelled: 'neutral',
  informational: 'brand',
} as const;

export function TimeOffStatusBadge({ status }: { status: TimeOffStatus }) {
  return <Badge variant={VARIANT[status]}>{timeOffStatusLabel(status)}</Badge>;
}
