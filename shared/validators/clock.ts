// What the time clock's routes take: punches from a person's device or a kiosk, the kiosk PIN,
// the organization's clock settings and kiosks. No table imports, so the client's forms use them.
import { z } from 'zod';
import { idSchema } from './ids';
import { tooLongMessage } from './text-limits';
import { GEOFENCE_MODES, PAY_PERIODS, PUNCH_KINDS, TIME_ROUNDINGS } from './time-clock';

export const REASON_MAX = 300;
export const KIOSK_NAME_MAX = 60;

/** The client's key for one punch: a retry with the same key finds the first punch. */
export const idempotencyKeySchema = z
  .string({ error: 'idempotencyKey is required' })
  .min(16, 'idempotencyKey must be 16 to 100 characters')
  .max(100, 'idempotencyKey must be 16 to 100 characters');

/** Present only for a punch recorded offline: when the device's clock said it happened. */
const deviceTimeSchema = z.iso.datetime({ offset: true, error: 'deviceTime must be an ISO time' });

/** Where the device was, as the browser reported it (accuracy in metres). */
export const positionSchema = z.object({
  lat: z.number({ error: 'lat must be a number' }).min(-90).max(90),
  lng: z.number({ error: 'lng must be a number' }).min(-180).max(180),
  accuracy: z.number({ error: 'accuracy must be a number' }).min(0).max(100_000),
});

/** Clock out, start or end a break. */
export const punchInputSchema = z.object({
  idempotencyKey: idempotencyKeySchema,
  position: positionSchema.optional(),
  locationDenied: z.boolean().optional(),
  deviceTime: deviceTimeSchema.optional(),
});
export type PunchInput = z.infer<typeof punchInputSchema>;

export const clockInSchema = punchInputSchema.extend({
  shiftId: idSchema.optional(),
  reason: z
    .string()
    .trim()
    .min(1, 'Say why you are clocking in without a shift')
    .max(REASON_MAX, tooLongMessage('Reason', REASON_MAX))
    .optional(),
});
export type ClockInInput = z.infer<typeof clockInSchema>;

export const clockPinSchema = z.object({
  pin: z.string({ error: 'PIN is required' }).regex(/^\d{4,6}$/, 'A PIN is 4 to 6 digits'),
});

const minutes = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} goes from 0 to ${max}`)
    .max(max, `${label} goes from 0 to ${max}`);

/** Every time clock setting; a save sends them all. */
export const timeClockSettingsSchema = z.object({
  allowClockInWithoutShift: z.boolean(),
  earlyClockInMinutes: minutes('Early clock-in', 240),
  autoClockOutHours: minutes('Automatic clock-out', 24),
  geofenceMode: z.enum(GEOFENCE_MODES),
  noClockInAlertMinutes: minutes('No clock-in alert', 240),
  payPeriod: z.enum(PAY_PERIODS),
  payPeriodAnchor: z.iso.date('Pay period start must be a date in YYYY-MM-DD format'),
  timeRounding: z
    .number()
    .refine((value) => (TIME_ROUNDINGS as readonly number[]).includes(value), {
      message: 'Rounding is 0, 5, 6 or 15 minutes',
    })
    .transform((value) => value as (typeof TIME_ROUNDINGS)[number]),
  weeklyOvertime: z.boolean(),
  dailyOvertime: z.boolean(),
  seventhDayOvertime: z.boolean(),
  paidBreakMaxMinutes: minutes('Paid break', 120),
});
export type TimeClockSettingsInput = z.infer<typeof timeClockSettingsSchema>;

export const kioskInputSchema = z.object({
  locationId: idSchema,
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(KIOSK_NAME_MAX, tooLongMessage('Name', KIOSK_NAME_MAX)),
});

export const kioskPunchSchema = z.object({
  employeeId: idSchema,
  pin: z.string({ error: 'PIN is required' }).regex(/^\d{4,6}$/, 'A PIN is 4 to 6 digits'),
  kind: z.enum(PUNCH_KINDS),
  idempotencyKey: idempotencyKeySchema,
  deviceTime: deviceTimeSchema.optional(),
  /** Why the person clocks in without a shift, where the organization allows it. */
  reason: clockInSchema.shape.reason,
});
export type KioskPunchInput = z.infer<typeof kioskPunchSchema>;

/**
 * A kiosk punch made offline, as the kiosk keeps it until it can send it: the punch (PIN
 * included) sealed with RSA-OAEP (SHA-256) to the organization's kiosk key, base64.
 */
export const sealedKioskPunchSchema = z.object({
  sealed: z
    .string({ error: 'sealed is required' })
    .max(1024, 'sealed is not a sealed punch')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'sealed must be base64'),
});
export type SealedKioskPunch = z.infer<typeof sealedKioskPunchSchema>;

/** What a sealed punch holds once opened: always with the device's time of the tap. */
export const sealedPunchContentSchema = kioskPunchSchema
  .omit({ reason: true })
  .extend({ deviceTime: deviceTimeSchema });
