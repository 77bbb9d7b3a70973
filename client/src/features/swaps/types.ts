// What the swap screens read (server/features/swaps): requests with their shifts and people, and
// the shifts and coworkers the dialogs choose from.

import type { SwapCandidateResponse } from '@shared/validators/employees-responses';
import type { ShiftResponse } from '@shared/validators/shifts-responses';
import type { SwapRequestResponse } from '@shared/validators/swaps-responses';

export type SwapStatus = SwapRequestResponse['status'];

/** Someone named on a request: a person who has left has no id, only the name kept. */
export type Person = NonNullable<SwapRequestResponse['requestingEmployee']>;

export type RequestShift = NonNullable<SwapRequestResponse['requestingShift']>;

export type SwapRequest = SwapRequestResponse;

export type Coworker = SwapCandidateResponse;

/** A shift from the swap lookups: its time and who works it. */
export type SwapShift = ShiftResponse;
