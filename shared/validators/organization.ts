// The organization's own fields, which its settings edit and its first manager names at sign-up.
// No table imports: the registration form uses them.
import { z } from 'zod';
import { isTimeZone } from '../domain/time-zones';
import type { WeekStartsOn } from '../domain/dates';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';

export const businessNameSchema = z
  .string({ error: 'Business name is required' })
  .trim()
  .min(1, 'Business name is required')
  .max(TEXT_LIMITS.title, tooLongMessage('Business name', TEXT_LIMITS.title));

export const INVALID_WEEK_START = 'Choose a day from the list';

/** The weekday weeks start on, 0 = Sunday .. 6 = Saturday. */
export const weekStartsOnSchema = z
  .number({ error: INVALID_WEEK_START })
  .int(INVALID_WEEK_START)
  .min(0, INVALID_WEEK_START)
  .max(6, INVALID_WEEK_START)
  .transform((day) => day as WeekStartsOn);

export const INVALID_TIME_ZONE = 'Choose a time zone from the list';

/** Any IANA zone, kept as spelled: runtimes disagree on which alias is the canonical one. */
export const timeZoneSchema = z
  .string({ error: INVALID_TIME_ZONE })
  .max(TEXT_LIMITS.title, INVALID_TIME_ZONE)
  .refine(isTimeZone, INVALID_TIME_ZONE);
