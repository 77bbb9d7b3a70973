// A shift as an employee reads it, at 'Uptown', for the schedule components' tests.
import { DEFAULT_TIME_ZONE } from '@shared/domain/dates';
import type { EmployeeShift } from './employee-shift';

export const anEmployeeShift = {
  id: 1,
  title: 'Front Desk',
  shiftType: 'Standard',
  color: 'teal',
  numberOfStations: 1,
  employeesPerStation: 1,
  date: '2026-12-01',
  startTime: '09:00',
  endTime: '10:30',
  duration: 90,
  notes: null,
  recurringSeriesId: null,
  positionId: null,
  positionName: null,
  positionColor: null,
  createdBy: null,
  published: true,
  assignments: [],
  assignedEmployees: [],
  isMine: true,
  coworkers: [],
  locationId: 2,
  locationName: 'Uptown',
  locationTimeZone: DEFAULT_TIME_ZONE,
  offeredAt: null,
  claimMode: null,
  bidDeadline: null,
  pendingClaims: 0,
} as EmployeeShift;
