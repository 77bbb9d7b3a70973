// Per-organization settings. Each settings row exists from the first read, with the product's defaults.
import { and, eq, sql } from 'drizzle-orm';
import {
  locations,
  organizations,
  organizationSettings,
  shiftReminderSettings,
  timeOffManagementSettings,
} from '@shared/schema';
import { ORGANIZATION_SETTINGS_DEFAULTS } from '@shared/domain/organization-settings-defaults';
import { asWeekStartsOn } from '@shared/domain/dates';
import type {
  OrganizationSettingsPatch,
  ReminderSettings,
  TimeOffSettings,
} from '@shared/validators/settings';
import type { Db, Tx } from '../../db/connection';
import { reviseShiftTimes } from '../locations/revise-shift-times';
import { followWeekStart } from '../time-clock/clock-settings';

type SettingsTable =
  typeof shiftReminderSettings | typeof timeOffManagementSettings | typeof organizationSettings;

// Drizzle cannot type an insert over a union of tables; every settings table has the same
// organization_id key and defaults for all other columns, so one table's type stands for all.
type AnySettingsTable = typeof shiftReminderSettings;

async function readOrCreate<T extends SettingsTable>(
  db: Db | Tx,
  table: T,
  organizationId: number,
) {
  const t = table as unknown as AnySettingsTable;
  await db.insert(t).values({ organizationId }).onConflictDoNothing({ target: t.organizationId });
  const [row] = await db.select().from(t).where(eq(t.organizationId, organizationId));
  return row as unknown as T['$inferSelect'];
}

async function save<T extends SettingsTable>(
  db: Db | Tx,
  table: T,
  organizationId: number,
  values: object,
) {
  const t = table as unknown as AnySettingsTable;
  const [row] = await db
    .insert(t)
    .values({ ...values, organizationId })
    .onConflictDoUpdate({ target: t.organizationId, set: values })
    .returning();
  return row as unknown as T['$inferSelect'];
}

export const getReminderSettings = (db: Db | Tx, organizationId: number) =>
  readOrCreate(db, shiftReminderSettings, organizationId);

export const saveReminderSettings = (db: Db, organizationId: number, values: ReminderSettings) =>
  save(db, shiftReminderSettings, organizationId, values);

export const getTimeOffSettings = (db: Db | Tx, organizationId: number) =>
  readOrCreate(db, timeOffManagementSettings, organizationId);

export const saveTimeOffSettings = (db: Db, organizationId: number, values: TimeOffSettings) =>
  save(db, timeOffManagementSettings, organizationId, values);

export async function getOrganizationSettings(db: Db | Tx, organizationId: number) {
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const {
    id: _id,
    organizationId: _org,
    createdAt: _c,
    ...settings
  } = await readOrCreate(db, organizationSettings, organizationId);
  return {
    businessName: organization!.name,
    timeZone: organization!.timeZone,
    weekStartsOn: asWeekStartsOn(organization!.weekStartsOn),
    ...settings,
  };
}

/** Whether new shifts start as drafts; no write, since a missing row means the default (off). */
export async function buildsAsDrafts(db: Db | Tx, organizationId: number): Promise<boolean> {
  return (await settingsOrDefaults(db, organizationId)).buildAsDrafts;
}

/**
 * The organization's settings row, or the defaults when no manager has saved one yet. A rule
 * reads this instead of getOrganizationSettings, which creates the row: no write on a read.
 */
export async function settingsOrDefaults(db: Db | Tx, organizationId: number) {
  const [row] = await db
    .select()
    .from(organizationSettings)
    .where(eq(organizationSettings.organizationId, organizationId));
  return row ?? { ...ORGANIZATION_SETTINGS_DEFAULTS };
}

/**
 * Changes only the fields in `patch`, each a column of its own, so concurrent saves of different
 * fields both take effect.
 */
export async function patchOrganizationSettings(
  db: Db,
  organizationId: number,
  patch: OrganizationSettingsPatch,
) {
  await db.transaction((tx) => applyOrganizationPatch(tx, organizationId, patch));
  return getOrganizationSettings(db, organizationId);
}

/**
 * Writes `patch` inside the caller's transaction. A new time zone moves every shift's instant:
 * calendar feeds must see a new revision of each event that can still appear in them.
 */
export async function applyOrganizationPatch(
  tx: Tx,
  organizationId: number,
  patch: OrganizationSettingsPatch,
) {
  const { businessName, timeZone, weekStartsOn, ...settings } = patch;
  if (businessName !== undefined || timeZone !== undefined || weekStartsOn !== undefined) {
    const [before] = await tx
      .select({ timeZone: organizations.timeZone, weekStartsOn: organizations.weekStartsOn })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    await tx
      .update(organizations)
      .set({ name: businessName, timeZone, weekStartsOn })
      .where(eq(organizations.id, organizationId));
    if (timeZone !== undefined && before && before.timeZone !== timeZone) {
      await moveSoleLocation(tx, organizationId, before.timeZone, timeZone);
    }
    if (weekStartsOn !== undefined && before) {
      await followWeekStart(tx, organizationId, asWeekStartsOn(before.weekStartsOn), weekStartsOn);
    }
  }
  if (Object.keys(settings).length > 0) {
    await save(tx, organizationSettings, organizationId, settings);
  }
}

/**
 * A one-site team knows one time zone, the organization's: its location moves with it, as its
 * shifts' times did before there were locations. A team with several keeps each location's own.
 */
async function moveSoleLocation(tx: Tx, organizationId: number, from: string, to: string) {
  const moved = await tx
    .update(locations)
    .set({ timeZone: to })
    .where(
      and(
        eq(locations.organizationId, organizationId),
        eq(locations.timeZone, from),
        sql`(select count(*) from ${locations} l where l.organization_id = ${organizationId}) = 1`,
      ),
    )
    .returning({ id: locations.id });
  await reviseShiftTimes(
    tx,
    moved.map((location) => location.id),
    from,
  );
}
