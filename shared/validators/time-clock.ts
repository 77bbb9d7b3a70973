// The time clock's fixed vocabularies. The database columns take their types from these lists,
// and every request and setting is parsed against them.

/** What a punch records: the start or end of a worked stretch, or of a break inside one. */
export const PUNCH_KINDS = ['in', 'out', 'break_start', 'break_end'] as const;
export type PunchKind = (typeof PUNCH_KINDS)[number];

/** Where the punch was made: the person's own device, a location's kiosk, or the automatic clock-out. */
export const PUNCH_SOURCES = ['device', 'kiosk', 'auto'] as const;

/**
 * How the punch's position compares with its location's geofence: inside (radius plus the
 * reported accuracy), outside, denied (the device gave no position), or none (the location has
 * no geofence, so nothing was checked).
 */
export const GEOFENCE_RESULTS = ['inside', 'outside', 'denied', 'none'] as const;

/** A missed punch is added, a wrong one changed or removed; the punch row itself never changes. */
export const CORRECTION_ACTIONS = ['add', 'change', 'remove'] as const;

/** A manager's correction is approved at once; an employee's waits for a manager's decision. */
export const CORRECTION_STATUSES = ['proposed', 'approved', 'declined'] as const;

/** Outside the geofence a punch is kept and flagged, or refused. */
export const GEOFENCE_MODES = ['flag', 'refuse'] as const;

/** Pay periods: every week, every two weeks, or twice a month (1st-15th, 16th-end). */
export const PAY_PERIODS = ['weekly', 'biweekly', 'semimonthly'] as const;

/** Punches round to the nearest multiple of these minutes; 0 keeps the exact minute. */
export const TIME_ROUNDINGS = [0, 5, 6, 15] as const;
