import { Badge } from '@/components/ui/badge';
import { STATUS_LABELS } from './request-format';
import type { SwapStatus } from './types';

const VARIANTS = {
  pending: 'warning',
  awaiting_manager: 'brand',
  approved: 'success',
  denied: 'destructive',
  cancelled: 'neutral',
} as const;

export function StatusBadge({ status }: { status: SwapStatus }) {
  return <Badge variant={VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
