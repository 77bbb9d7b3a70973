// Every read of an organization's rows names the organization first, so every table holding
// them needs an index that starts with organization_id: without one a read of one organization
// walks every organization's rows, which grows with the whole installation. Read from the
// migrated schema itself, so a table added later is held to it too.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

const ctx = useTestApp();

/**
 * Tables with organization_id that are never read by organization, each with why: their rows
 * are found by a key of their own (indexed), and the column is there for tenancy checks, the
 * organization's export and its deletion (a rare whole-table pass).
 */
const READ_OTHERWISE: Record<string, string> = {
  email_verification_tokens: 'by token (unique) or by user',
  notification_preferences: 'by user (primary key)',
  notifications: 'by user, then read state or date',
  open_shift_alerts: 'by shift (primary key)',
  password_reset_tokens: 'by token (unique) or by user',
  push_subscriptions: 'by user or by endpoint (unique)',
  share_tokens: 'by token (unique) or by employee',
  shift_assignments: 'by shift or by employee, joined from the shifts read by organization',
  shift_reminder_log: 'by shift, employee and reminder (unique)',
  time_clock_alerts: 'by key (primary key)',
  timesheet_approvals: 'by employee and period (unique)',
  webhook_deliveries: 'by endpoint, or by status for the due queue',
};

describe('indexes led by organization_id', () => {
  it('every table with organization_id has an index starting with it', async () => {
    const { rows } = await ctx.db.execute<{ table: string }>(sql`
      select c.relname as "table"
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'organization_id'
        and not a.attisdropped
      where c.relkind in ('r', 'p')
        and not exists (
          select 1 from pg_index i where i.indrelid = c.oid and i.indkey[0] = a.attnum)
      order by c.relname`);
    const tables = rows.map((row) => row.table);
    expect(tables.filter((table) => !(table in READ_OTHERWISE))).toEqual([]);
    // A table that gained such an index leaves the list, so the list stays true.
    expect(Object.keys(READ_OTHERWISE).filter((table) => !tables.includes(table))).toEqual([]);
  });
});
