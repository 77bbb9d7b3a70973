// The Time clock card's fields, checked as the server checks them before a save.
import { z } from 'zod';
import { GEOFENCE_MODES, PAY_PERIODS, TIME_ROUNDINGS } from '@shared/validators/time-clock';

const minutes = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} goes from 0 to ${max}`)
    .max(max, `${label} goes from 0 to ${max}`);

export const timeClockSettingsSchema = z.object({
  allowClockInWithoutShift: z.boolean(),
  earlyClockInMinutes: minutes('Early clock-in', 240),
  autoClockOutHours: minutes('Automatic clock-out', 24),
  geofenceMode: z.enum(GEOFENCE_MODES),
  noClockInAlertMinutes: minutes('No clock-in alert', 240),
  payPeriod: z.enum(PAY_PERIODS),
  payPeriodAnchor: z.iso.date('Pay period start must be a date'),
  timeRounding: z
    .number()
    .refine((value) => (TIME_ROUNDINGS as readonly number[]).includes(value), {
      message: 'Rounding is 0, 5, 6 or 15 minutes',
    }),
  weeklyOvertime: z.boolean(),
  dailyOvertime: z.boolean(),
  seventhDayOvertime: z.boolean(),
  paidBreakMaxMinutes: minutes('Paid break', 120),
});
export type TimeClockSettings = z.infer<typeof timeClockSettingsSchema>;

export const kioskSchema = z.object({
  id: z.number(),
  name: z.string(),
  locationId: z.number(),
  locationName: z.string(),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Kiosk = z.infer<typeof kioskSchema>;
export const createdKioskSchema = z.object({
  id: z.number(),
  name: z.string(),
  locationId: z.number(),
  token: z.string(),
});
