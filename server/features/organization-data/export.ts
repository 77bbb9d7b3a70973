// Everything an organization holds, read in one snapshot so the parts agree with each other.
// Secrets never leave: password hashes and the hashes of links and tokens are left out, as are
// the schedule-version counters that mean nothing outside this database.
import { createHash } from 'node:crypto';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { ORGANIZATION_TABLES } from '../../db/organization-tables';

const SECRET_COLUMNS = new Set([
  'password',
  'token_hash',
  'reset_token',
  'invitation_token',
  'token',
]);

export type OrganizationExport = {
  exportedAt: string;
  organizationId: number;
  tables: Record<string, Record<string, unknown>[]>;
  /** Rows per table and a SHA-256 of the tables' JSON, so a download can be checked whole. */
  manifest: { rows: Record<string, number>; sha256: string };
};

/** The table's columns by the names its rows carry, the secret ones left out. */
function publicKeys(table: PgTable): string[] {
  return Object.entries(getTableColumns(table))
    .filter(([, column]) => !SECRET_COLUMNS.has(column.name))
    .map(([key]) => key);
}

function withoutSecrets(keys: readonly string[], row: Record<string, unknown>) {
  return Object.fromEntries(keys.map((key) => [key, row[key]]));
}

export const exportChecksum = (tables: OrganizationExport['tables']) =>
  createHash('sha256').update(JSON.stringify(tables)).digest('hex');

export async function exportOrganization(
  db: Db,
  organizationId: number,
): Promise<OrganizationExport> {
  const tables: OrganizationExport['tables'] = {};
  await db.transaction(
    async (tx) => {
      for (const { name, table } of ORGANIZATION_TABLES) {
        const columns = getTableColumns(table) as Record<string, PgColumn>;
        const order = Object.values(columns).filter((column) => column.primary);
        const rows = (await tx
          .select()
          .from(table)
          .where(eq(columns.organizationId!, organizationId))
          .orderBy(
            ...(order.length ? order : Object.values(columns)).map((c) => asc(c)),
          )) as Record<string, unknown>[];
        const keys = publicKeys(table);
        tables[name] = rows.map((row) => withoutSecrets(keys, row));
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const rows = Object.fromEntries(
    Object.entries(tables).map(([name, list]) => [name, list.length]),
  );
  return {
    exportedAt: new Date().toISOString(),
    organizationId,
    tables,
    manifest: { rows, sha256: exportChecksum(tables) },
  };
}
