// The fields every shift read carries (server/features/shifts/shift-view.ts): times 'HH:MM', the
// end time computed from start and duration. Each view adds the people as it sees them.
export interface ShiftFields {
  id: number;
  title: string;
  shiftType: string;
  color: string;
  numberOfStations: number;
  employeesPerStation: number;
  date: string;
  startTime: string;
  endTime: string;
  duration: number;
  notes: string | null;
  recurringSeriesId: string | null;
}
