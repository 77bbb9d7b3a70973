// The columns a preference is answered with, and times as HH:MM (the time column adds seconds).
import { preferences } from '@shared/schema';

export const preferenceColumns = {
  id: preferences.id,
  employeeId: preferences.employeeId,
  dayOfWeek: preferences.dayOfWeek,
  startTime: preferences.startTime,
  endTime: preferences.endTime,
  kind: preferences.kind,
  effectiveFrom: preferences.effectiveFrom,
  effectiveUntil: preferences.effectiveUntil,
  createdAt: preferences.createdAt,
  updatedAt: preferences.updatedAt,
};

export const presentPreference = <T extends { startTime: string; endTime: string }>(row: T): T => ({
  ...row,
  startTime: row.startTime.slice(0, 5),
  endTime: row.endTime.slice(0, 5),
});
