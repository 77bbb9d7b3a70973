// Before saving, each newly chosen employee is checked at the shift's date and time
// (GET /api/employees/{id}/full-availability-check): time off, recurring
// unavailability, another shift, weekly hours, the shift's position they may lack and its location
// they may not work at. Warnings stop the save until the manager overrides.
import { useState } from 'react';
import type { FullAvailabilityResponse } from '@shared/validators/employees-responses';
import type { AvailabilityQuery } from '@shared/validators/shifts';
import { fullAvailabilityResponse } from '@shared/validators/generated/employees-responses';
import { apiGet } from '@/lib/api-client';
import { employeeName } from './shift';
import type { ScheduleEmployee } from './use-schedule-employees';

type AvailabilityAnswer = FullAvailabilityResponse;
/** The shift as checked: its time, the position it needs and its location (null or absent: none). */
export type AvailabilitySlot = Omit<AvailabilityQuery, 'positionId' | 'locationId'> & {
  positionId?: number | null;
  locationId?: number | null;
};

export interface AvailabilityWarnings {
  messages: string[];
  allowOverride: boolean;
  /** Saves with the manager's override. */
  override: () => void;
}

export function useAvailabilityCheck(employees: ScheduleEmployee[]) {
  const [checking, setChecking] = useState(false);
  const [warnings, setWarnings] = useState<AvailabilityWarnings | null>(null);

  /** Calls `proceed(false)` when everyone is free, else holds the warnings for an override. */
  async function check(
    slot: AvailabilitySlot,
    employeeIds: number[],
    proceed: (override: boolean) => void,
  ) {
    setWarnings(null);
    if (employeeIds.length === 0) return proceed(false);
    setChecking(true);
    let answers: AvailabilityAnswer[];
    try {
      answers = await Promise.all(
        employeeIds.map((id) =>
          apiGet(`/api/employees/${id}/full-availability-check`, fullAvailabilityResponse, {
            date: slot.date,
            startTime: slot.startTime,
            duration: slot.duration,
            positionId: slot.positionId,
            locationId: slot.locationId,
          }),
        ),
      );
    } catch {
      // The check only informs; the save runs the same checks on the server and answers for itself.
      return proceed(false);
    } finally {
      setChecking(false);
    }
    const named = answers.flatMap((answer, i) => {
      const employee = employees.find((e) => e.id === employeeIds[i]);
      const name = employee ? employeeName(employee) : `Employee ${employeeIds[i]}`;
      return answer.warning ? [{ text: `${name}: ${answer.warning}`, answer }] : [];
    });
    if (named.length === 0) return proceed(false);
    setWarnings({
      messages: named.map((w) => w.text),
      allowOverride: named.every((w) => w.answer.allowOverride),
      override: () => {
        setWarnings(null);
        proceed(true);
      },
    });
  }

  return { checking, warnings, check, dismiss: () => setWarnings(null) };
}
