// Per-organization settings. Each settings row exists from the first read, with the product's defaults.
import { eq } from 'drizzle-orm';
import {
  organizations,
  organizationSettings,
  shiftReminderSettings,
  timeOffManagementSettings,
} from '@shared/schema';
import type {
  OrganizationSettings,
  ReminderSettings,
  TimeOffSettings,
} from '@shared/validators/settings';
import type { Db, Tx } from '../../db/connection';

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
  return { businessName: organization!.name, timeZone: organization!.timeZone, ...settings };
}

export async function saveOrganizationSettings(
  db: Db,
  organizationId: number,
  input: OrganizationSettings,
) {
  const { businessName, timeZone, ...settings } = input;
  await db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set({ name: businessName, timeZone })
      .where(eq(organizations.id, organizationId));
    await save(tx, organizationSettings, organizationId, settings);
  });
  return getOrganizationSettings(db, organizationId);
}
