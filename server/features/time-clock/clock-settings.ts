// The organization's time clock settings: its row, or the defaults while it has none.
import { eq, inArray } from 'drizzle-orm';
import { timeClockSettings } from '@shared/schema';
import { weekdayOf, weekStart, type WeekStartsOn } from '@shared/domain/dates';
import { TIME_CLOCK_SETTINGS_DEFAULTS } from '@shared/domain/time-clock-settings-defaults';
import type { TimeClockSettingsInput } from '@shared/validators/clock';
import type { TimeClockSettingsResponse } from '@shared/validators/clock-responses';
import type { Db, Tx } from '../../db/connection';

export type ClockSettings = TimeClockSettingsResponse;

export async function readClockSettings(
  db: Db | Tx,
  organizationId: number,
): Promise<ClockSettings> {
  const [row] = await db
    .select()
    .from(timeClockSettings)
    .where(eq(timeClockSettings.organizationId, organizationId));
  if (!row) return { ...TIME_CLOCK_SETTINGS_DEFAULTS };
  const { id: _id, organizationId: _org, createdAt: _c, updatedAt: _u, ...settings } = row;
  return settings;
}

/**
 * Keeps pay periods starting with the week when the organization's week start changes: an anchor
 * on the old first weekday moves back to the new one (weekly overtime counts by the week, so a
 * weekly period that straddled two weeks would split it). An anchor a manager set on another day
 * stays theirs.
 */
export async function followWeekStart(
  tx: Tx,
  organizationId: number,
  from: WeekStartsOn,
  to: WeekStartsOn,
) {
  if (from === to) return;
  const { payPeriodAnchor } = await readClockSettings(tx, organizationId);
  if (weekdayOf(payPeriodAnchor) !== from) return;
  const moved = weekStart(payPeriodAnchor, to);
  await tx
    .insert(timeClockSettings)
    .values({ organizationId, payPeriodAnchor: moved })
    .onConflictDoUpdate({
      target: timeClockSettings.organizationId,
      set: { payPeriodAnchor: moved },
    });
}

export async function saveClockSettings(
  db: Db,
  organizationId: number,
  input: TimeClockSettingsInput,
): Promise<ClockSettings> {
  await db
    .insert(timeClockSettings)
    .values({ ...input, organizationId })
    .onConflictDoUpdate({ target: timeClockSettings.organizationId, set: input });
  return readClockSettings(db, organizationId);
}

/** Several organizations' settings at once (the background jobs look at every organization). */
export async function readClockSettingsOf(
  db: Db | Tx,
  organizationIds: number[],
): Promise<(organizationId: number) => ClockSettings> {
  const rows =
    organizationIds.length === 0
      ? []
      : await db
          .select()
          .from(timeClockSettings)
          .where(inArray(timeClockSettings.organizationId, organizationIds));
  const saved = new Map(rows.map((row) => [row.organizationId, row]));
  return (organizationId) => ({ ...TIME_CLOCK_SETTINGS_DEFAULTS, ...saved.get(organizationId) });
}
