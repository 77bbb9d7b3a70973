// Shynk's portable backup: every row of every table in the public schema, read in one snapshot,
// as gzip'd lines of JSON that PostgreSQL itself wrote and reads back (to_jsonb and
// jsonb_populate_recordset), so a backup of the embedded database restores into PostgreSQL and
// the other way round, whatever the two servers' versions. It records the migrations applied, so
// a restore rebuilds the schema those rows belong to with the migrations, loads the rows, then
// applies any newer ones. pg-boss's queue is left out: it is rebuilt at start.
//
// Lines: a header, then per table a `{"table","rows"}` line followed by the rows as one JSON array
// line (in chunks), then the sequences, then an end line that proves the file is whole. Row
// values never pass through JavaScript numbers, so numerics and bigints keep every digit.
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db, Tx } from '../db/connection';
import {
  readMigrations,
  refuseUnknownMigrations,
  runMigrations,
  type AppliedMigration,
} from '../db/migrate';
import { wipeDatabase, refuseNonEmpty } from './target';

export const PORTABLE_FORMAT = 'shynk-portable-backup';
const FORMAT_VERSION = 1;
const ROWS_PER_CHUNK = 1000;

export type BackupHeader = {
  format: typeof PORTABLE_FORMAT;
  version: number;
  createdAt: string;
  source: 'embedded' | 'postgresql';
  migrations: AppliedMigration[];
};
type TableLine = { table: string; rows: number };
type Sequence = { name: string; value: string | null };
type SequencesLine = { sequences: Sequence[] };
type EndLine = { end: true; tables: Record<string, number> };

/** The public schema's tables, each after the tables it references, so rows load in order. */
async function tablesInLoadOrder(client: pg.ClientBase): Promise<string[]> {
  const tables = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const references = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: string[]) => {
    if (placed.has(table) || path.includes(table)) return;
    for (const { parent } of references.rows.filter((r) => r.child === table))
      visit(parent, [...path, table]);
    placed.add(table);
    ordered.push(table);
  };
  for (const { name } of tables.rows) visit(name, []);
  return ordered;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The backup's lines, read in one REPEATABLE READ transaction on a connection of `pool`, so the
 * rows are one consistent moment even while the app keeps writing. On the embedded database the
 * app's requests wait for the one connection meanwhile.
 */
export async function* portableBackupLines(
  pool: pg.Pool,
  source: BackupHeader['source'],
): AsyncGenerator<string> {
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const migrations = await client.query<{ hash: string; created_at: string }>(
      'select hash, created_at::text from drizzle.__drizzle_migrations order by created_at, id',
    );
    const header: BackupHeader = {
      format: PORTABLE_FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      source,
      migrations: migrations.rows.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) })),
    };
    yield `${JSON.stringify(header)}\n`;
    const counts: Record<string, number> = {};
    for (const table of await tablesInLoadOrder(client)) {
      counts[table] = 0;
      await client.query(
        `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${quoteIdent(table)} t`,
      );
      for (;;) {
        const chunk = await client.query<{ row: string }>(
          `FETCH ${ROWS_PER_CHUNK} FROM backup_rows`,
        );
        if (chunk.rows.length === 0) break;
        counts[table] += chunk.rows.length;
        const line: TableLine = { table, rows: chunk.rows.length };
        yield `${JSON.stringify(line)}\n[${chunk.rows.map((r) => r.row).join(',')}]\n`;
      }
      await client.query('CLOSE backup_rows');
    }
    const sequences = await client.query<Sequence>(
      `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name,
              last_value::text as value
       from pg_sequences where schemaname = 'public' order by 1`,
    );
    yield `${JSON.stringify({ sequences: sequences.rows } satisfies SequencesLine)}\n`;
    yield `${JSON.stringify({ end: true, tables: counts } satisfies EndLine)}\n`;
    await client.query('COMMIT');
    finished = true;
  } finally {
    if (!finished) await client.query('ROLLBACK').catch(() => {});
    client.release();
  }
}

export class BackupFileError extends Error {}

/** Reads one line, failing with a clear message when the file ends early. */
async function nextLine(lines: AsyncIterator<string>): Promise<string> {
  const next = await lines.next();
  if (next.done) {
    throw new BackupFileError('The backup file ends early: it is incomplete or damaged.');
  }
  return next.value;
}

export function parseHeader(line: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line) as Partial<BackupHeader>;
  } catch {
    throw new BackupFileError('This is not a Shynk backup.');
  }
  if (header.format !== PORTABLE_FORMAT) throw new BackupFileError('This is not a Shynk backup.');
  if (header.version !== FORMAT_VERSION) {
    throw new BackupFileError(
      `This backup is in format version ${header.version}; this build reads version ${FORMAT_VERSION}.`,
    );
  }
  return header as BackupHeader;
}

export type RestoreSummary = { rows: number; tables: number; header: BackupHeader };

/**
 * Restores a portable backup, in one transaction: a failure leaves the database as it was.
 * Refuses a database that has tables unless `force`, which replaces everything in it.
 */
export async function restorePortableBackup(
  db: Db,
  lineSource: AsyncIterable<string>,
  options: { force: boolean },
): Promise<RestoreSummary> {
  const lines = lineSource[Symbol.asyncIterator]();
  const header = parseHeader(await nextLine(lines));
  const migrations = readMigrations();
  refuseUnknownMigrations(header.migrations, migrations, 'This backup');
  const level = Math.max(0, ...header.migrations.map((m) => m.createdAt));

  const summary = await db.transaction(async (tx) => {
    await refuseNonEmpty(tx, options.force);
    await wipeDatabase(tx);
    // The schema the rows were taken from; the migrations' own rows (the default organization)
    // give way to the backup's.
    await runMigrations(tx, { upTo: level });
    const tables = (
      await tx.execute<{ name: string }>(
        sql`select tablename as name from pg_tables where schemaname = 'public'`,
      )
    ).rows.map((r) => r.name);
    if (tables.length > 0) {
      await tx.execute(sql.raw(`TRUNCATE ${tables.map(quoteIdent).join(', ')}`));
    }
    // Triggers would re-announce every row and count each as a schedule change; the rows come
    // with the values those triggers already wrote. Foreign keys stay checked.
    for (const table of tables) {
      await tx.execute(sql.raw(`ALTER TABLE ${quoteIdent(table)} DISABLE TRIGGER USER`));
    }
    const loaded = await loadRows(tx, lines, new Set(tables));
    for (const table of tables) {
      await tx.execute(sql.raw(`ALTER TABLE ${quoteIdent(table)} ENABLE TRIGGER USER`));
    }
    return loaded;
  });
  // Then whatever this build adds, each migration in its own transaction as at every start.
  await runMigrations(db);
  return { ...summary, header };
}

async function loadRows(
  tx: Tx,
  lines: AsyncIterator<string>,
  known: Set<string>,
): Promise<{ rows: number; tables: number }> {
  const loaded: Record<string, number> = {};
  const columns = new Map<string, string>();
  for (;;) {
    const line = JSON.parse(await nextLine(lines)) as TableLine | SequencesLine | EndLine;
    if ('table' in line) {
      if (!known.has(line.table)) {
        throw new BackupFileError(`The backup has a table this schema lacks: ${line.table}.`);
      }
      const rows = await nextLine(lines);
      let list = columns.get(line.table);
      if (!list) {
        list = await insertableColumns(tx, line.table);
        columns.set(line.table, list);
      }
      const table = quoteIdent(line.table);
      await tx.execute(
        sql`${sql.raw(`INSERT INTO ${table} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list}`)}
            FROM jsonb_populate_recordset(NULL::${sql.raw(table)}, ${rows}::jsonb)`,
      );
      loaded[line.table] = (loaded[line.table] ?? 0) + line.rows;
    } else if ('sequences' in line) {
      for (const sequence of line.sequences) {
        await tx.execute(
          sequence.value === null
            ? sql`select setval(${sequence.name}::regclass, 1, false)`
            : sql`select setval(${sequence.name}::regclass, ${sequence.value}::bigint, true)`,
        );
      }
    } else {
      for (const [table, count] of Object.entries(line.tables)) {
        if ((loaded[table] ?? 0) !== count) {
          throw new BackupFileError(
            `The backup promised ${count} rows of ${table} and held ${loaded[table] ?? 0}.`,
          );
        }
      }
      const rows = Object.values(loaded).reduce((sum, n) => sum + n, 0);
      return { rows, tables: Object.keys(line.tables).length };
    }
  }
}

/** A table's columns a row may set (generated ones are computed), quoted and joined. */
async function insertableColumns(tx: Tx, table: string): Promise<string> {
  const { rows } = await tx.execute<{ name: string }>(
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((r) => quoteIdent(r.name)).join(', ');
}
