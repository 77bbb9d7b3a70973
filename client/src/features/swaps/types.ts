// What the swap screens read (server/features/swaps): requests with their shifts and people, and
// the shifts and coworkers the dialogs choose from.

import type { RequestableShift } from '@/lib/requestable-shift';

export type SwitchStatus = 'pending' | 'awaiting_manager' | 'approved' | 'denied' | 'cancelled';

export type Person = { id: number | null; firstName: string | null; lastName: string | null };

export type RequestShift = RequestableShift;

export interface SwitchRequest {
  id: number;
  requestingEmployeeId: number | null;
  targetEmployeeId: number | null;
  requestingShiftId: number | null;
  targetShiftId: number | null;
  requestType: 'swap' | 'cover';
  reason: string | null;
  status: SwitchStatus;
  reviewedBy: number | null;
  reviewedAt: string | null;
  createdAt: string;
  requestingShift: RequestShift | null;
  targetShift: RequestShift | null;
  requestingEmployee: Person | null;
  targetEmployee: Person | null;
}

export type Coworker = { id: number; firstName: string | null; lastName: string | null };

/** A shift from the swap lookups: its time and who works it. */
export type SwapShift = RequestableShift & {
  endTime: string;
  shiftType: string;
  assignedEmployees: Coworker[];
};
