// Every table that holds an organization's rows, read from the schema itself: an export or a
// deletion built on this list cannot miss a table added later.
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@shared/schema';

export type OrganizationTable = { name: string; table: PgTable };

const exported: unknown[] = Object.values(schema);

export const ORGANIZATION_TABLES: readonly OrganizationTable[] = exported
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => ({ table, config: getTableConfig(table) }))
  .filter(({ config }) => config.columns.some((column) => column.name === 'organization_id'))
  .map(({ table, config }) => ({ name: config.name, table }))
  .sort((a, b) => a.name.localeCompare(b.name));
