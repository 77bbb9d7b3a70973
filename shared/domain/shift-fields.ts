// The fields every shift read carries, as server/features/shifts/shift-view.ts sends them and the
// client's views receive them: times 'HH:MM', the end time computed from start and duration. Each
// view adds the people as it sees them.
export type ShiftColumns = {
  id: number;
  title: string;
  shiftType: string;
  color: string;
  numberOfStations: number;
  employeesPerStation: number;
  date: string;
  startTime: string;
  duration: number;
  notes: string | null;
  recurringSeriesId: string | null;
  /** The position the shift needs (null: anyone), with its name and colour for the chips. */
  positionId: number | null;
  positionName: string | null;
  positionColor: string | null;
  /** Open shifts: when the open places were offered (null: not offered), how they are claimed
   * (null: the organization's way), the bid deadline, and the claims waiting for a decision. */
  offeredAt: string | null;
  claimMode: 'first_come' | 'approval' | 'bid' | null;
  bidDeadline: string | null;
  pendingClaims: number;
  /** Where the shift is worked, and that location's zone: the date and times are wall-clock there. */
  locationId: number;
  locationName: string;
  locationTimeZone: string;
};

export type ShiftFields = ShiftColumns & { endTime: string };
