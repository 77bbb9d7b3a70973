import { Badge } from '@/components/ui/badge';
import { STATUS_LABELS } from './request-format';
import type { SwitchStatus } from './types';

const VARIANTS = {
  pending: 'warning',
  awaiting_manager: 'brand',
  approved: 'success',
  denied: 'destructive',
  cancelled: 'neutral',
} as const;

export function StatusBadge({ status }: { status: SwitchStatus }) {
  return <Badge variant={VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
