// `npm run db:migrate`: applies pending migrations without starting the server.
import { describeDatabase, openCliDatabase, runCli } from './open-database';

runCli(async () => {
  const database = await openCliDatabase();
  try {
    // The drizzle migrator records each applied migration here.
    const { rows } = await database.pool.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    console.log(
      `Migrations applied: ${describeDatabase(database)} is up to date (${rows[0]?.n ?? 0} migrations).`,
    );
    return 0;
  } finally {
    await database.close();
  }
});
