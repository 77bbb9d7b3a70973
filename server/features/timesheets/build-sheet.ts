// One person's sheet for a period, from what was read for them: effective punches into worked
// stretches, stretches against scheduled shifts (flags), and pay through the shared pay rules.
// Pure, so the sheet and the payroll files are computed by the same code from the same rows.
import { addDaysIso } from '@shared/domain/dates';
import { shiftHourlyRate } from '@shared/domain/labour-cost';
import { computePay, type PayResult, type WorkedStretch } from '@shared/domain/pay-rules';
import { normalizeTime } from '@shared/domain/shift-time';
import {
  TIMESHEET_FLAGS,
  type TimesheetDayResponse,
  type TimesheetFlag,
} from '@shared/validators/timesheets-responses';
import type { EffectivePunch } from './effective-punches';
import type { PayContext } from './pay-settings';
import { readStretches, type Stretch } from './work-stretches';
import { zoneClock, type ZoneClock } from './zone-clock';

export type SheetShift = {
  id: number;
  title: string;
  date: string;
  startTime: string;
  duration: number;
  locationId: number;
  positionId: number | null;
  /** The person's own rate for the shift's position. */
  qualificationRate: number | null;
  /** The position's usual rate. */
  positionRate: number | null;
};

export type SheetLocation = { name: string; timeZone: string };

export type SheetInput = {
  period: { start: string; end: string };
  pay: PayContext;
  locations: Map<number, SheetLocation>;
  personalRate: number | null;
  punches: EffectivePunch[];
  shifts: SheetShift[];
  now: Date;
  /** Shared by the sheets of one read, so each local day is looked up once. */
  clock?: ZoneClock;
};

export type Sheet = {
  timeZone: string;
  days: TimesheetDayResponse[];
  pay: PayResult;
  scheduledMinutes: number;
  /** Worked stretches with their shift, for the payroll files. */
  stretches: (Stretch & { shift: SheetShift | null })[];
};

/** A minute or more counts: clocks show minutes. */
const MINUTE_MS = 60_000;

/** Days are the local days of where the person last punched, else of their shifts, else the organization's. */
function personZone({ punches, shifts, locations, pay }: SheetInput): string {
  const punched = punches.findLast((punch) => !punch.removed && punch.locationId !== null);
  const locationId = punched?.locationId ?? shifts[0]?.locationId;
  return (locationId !== undefined && locations.get(locationId!)?.timeZone) || pay.timeZone;
}

export function buildSheet(input: SheetInput): Sheet {
  const { period, locations, now } = input;
  const timeZone = personZone(input);
  const clock = input.clock ?? zoneClock();
  const dateOf = (at: Date) => clock.dateOf(at, timeZone);
  const reading = readStretches(input.punches, now);

  const timed = input.shifts.map((shift) => {
    const zone = locations.get(shift.locationId)?.timeZone ?? input.pay.timeZone;
    const start = clock.instantOf(shift.date, shift.startTime, zone);
    return { shift, start, end: start + shift.duration * MINUTE_MS };
  });
  // Each stretch belongs to the shift its clock-in named, else to a shift it overlaps.
  const worked = [
    ...reading.stretches,
    ...(reading.open ? [{ ...reading.open, end: now, breaks: [], open: true }] : []),
  ].map((stretch) => {
    const named = timed.find((t) => t.shift.id === stretch.shiftId);
    const overlapping = timed.find(
      (t) => t.start < stretch.end.getTime() && stretch.start.getTime() < t.end,
    );
    return { ...stretch, open: 'open' in stretch, timed: named ?? overlapping ?? null };
  });

  const payStretches: WorkedStretch[] = worked
    .filter((stretch) => !stretch.open)
    .map((stretch) => {
      const shift = stretch.timed?.shift;
      return {
        start: stretch.start,
        end: stretch.end,
        breaks: stretch.breaks,
        positionId: shift?.positionId ?? null,
        hourlyRate: shift
          ? shiftHourlyRate({
              qualificationRate: shift.qualificationRate,
              personalRate: input.personalRate,
              positionRate: shift.positionRate,
            })
          : input.personalRate,
      };
    });
  const pay = computePay({
    timeZone,
    settings: input.pay.payRules,
    stretches: payStretches,
    periodStart: period.start,
    periodEnd: period.end,
  });

  const flags = new Map<string, Set<TimesheetFlag>>();
  const flag = (date: string, what: TimesheetFlag) => {
    let set = flags.get(date);
    if (!set) flags.set(date, (set = new Set()));
    set.add(what);
  };
  for (const t of timed) {
    const mine = worked.filter((stretch) => stretch.timed === t);
    if (mine.length === 0) {
      if (t.end <= now.getTime()) flag(t.shift.date, 'no_show');
      continue;
    }
    if (mine[0]!.start.getTime() - t.start >= MINUTE_MS) flag(t.shift.date, 'late');
    const last = mine.at(-1)!;
    if (!last.open && t.end - last.end.getTime() >= MINUTE_MS) flag(t.shift.date, 'left_early');
  }
  for (const stretch of worked) if (!stretch.timed) flag(dateOf(stretch.start), 'no_shift');
  for (const at of reading.missing) flag(dateOf(at), 'missing_punch');
  // Reading an instant's local date is the costly step of a sheet: once per punch.
  const punchesByDate = new Map<string, EffectivePunch[]>();
  for (const punch of input.punches) {
    const date = dateOf(punch.at);
    const onDate = punchesByDate.get(date);
    if (onDate) onDate.push(punch);
    else punchesByDate.set(date, [punch]);
    if (punch.removed) continue;
    if (punch.geofence === 'outside') flag(date, 'outside_geofence');
    if (punch.geofence === 'denied') flag(date, 'location_denied');
    if (punch.recordedOffline) flag(date, 'offline');
    if (punch.source === 'auto') flag(date, 'auto_clock_out');
  }

  const payDays = new Map(pay.days.map((day) => [day.date, day]));
  const days: TimesheetDayResponse[] = [];
  let scheduledMinutes = 0;
  for (let date = period.start; date <= period.end; date = addDaysIso(date, 1)) {
    const shifts = input.shifts.filter((shift) => shift.date === date);
    const scheduled = shifts.reduce((sum, shift) => sum + shift.duration, 0);
    scheduledMinutes += scheduled;
    const dayFlags = flags.get(date);
    days.push({
      date,
      scheduledMinutes: scheduled,
      workedMinutes: payDays.get(date)?.workedMinutes ?? 0,
      breakMinutes: payDays.get(date)?.breakMinutes ?? 0,
      shifts: shifts.map((shift) => ({
        id: shift.id,
        title: shift.title,
        startTime: normalizeTime(shift.startTime),
        duration: shift.duration,
        locationName: locations.get(shift.locationId)?.name ?? '',
      })),
      punches: (punchesByDate.get(date) ?? []).map((punch) => ({
        punchId: punch.punchId,
        correctionId: punch.correctionId,
        kind: punch.kind,
        at: punch.at,
        originalAt: punch.originalAt,
        removed: punch.removed,
        source: punch.source,
        recordedOffline: punch.recordedOffline,
        recordedAt: punch.recordedAt,
        geofence: punch.geofence,
        reason: punch.reason,
        correctedBy: punch.correctedBy,
        correctionReason: punch.correctionReason,
      })),
      flags: dayFlags ? TIMESHEET_FLAGS.filter((what) => dayFlags.has(what)) : [],
    });
  }
  return {
    timeZone,
    days,
    pay,
    scheduledMinutes,
    stretches: worked
      .filter((stretch) => !stretch.open)
      .map(({ start, end, breaks, shiftId, timed: t }) => ({
        start,
        end,
        breaks,
        shiftId,
        shift: t?.shift ?? null,
      })),
  };
}
