// A copied week is named by its first day, which is the organization's chosen weekday: a week
// named by any other day would copy parts of two weeks.
import { weekdayOf, type WeekStartsOn } from '@shared/domain/dates';
import { notWeekStartMessage } from '@shared/validators/schedule-copy';
import { AppError } from '../../http/app-error';

/** A 400 naming each of `weeks` (field to date) that does not fall on the week's first day. */
export function refuseOffWeekStart(weekStartsOn: WeekStartsOn, weeks: Record<string, string>) {
  const message = notWeekStartMessage(weekStartsOn);
  const errors = Object.entries(weeks)
    .filter(([, date]) => weekdayOf(date) !== weekStartsOn)
    .map(([path]) => ({ path, message }));
  if (errors.length > 0) throw AppError.badRequest(`${errors[0]!.path}: ${message}`, { errors });
}
