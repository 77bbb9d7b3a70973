import { Badge } from '@/components/ui/badge';
import { CLAIM_STATUS_LABELS, type ClaimStatus } from './claim-format';

const VARIANTS = {
  pending: 'warning',
  approved: 'success',
  declined: 'destructive',
  withdrawn: 'neutral',
  lost: 'neutral',
} as const;

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <Badge variant={VARIANTS[status]}>{CLAIM_STATUS_LABELS[status]}</Badge>;
}
