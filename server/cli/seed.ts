// `npm run db:seed`: a realistic demo team in organization 1 (see seed-catalog.ts), then the
// credentials to sign in with. Running it again changes nothing and prints them again.
// `--example cafe` seeds the café example instead (seed-cafe.ts): positions to staff by.
import { parseArgs } from 'node:util';
import { addDaysIso } from '@shared/domain/dates';
import { AppError } from '../http/app-error';
import { appUrlForLinks } from '../last-app-url';
import { DEMO_PASSWORD } from './seed-catalog';
import { WEEKS, WEEKS_BEFORE, type SeedPerson } from './seed-data';
import { seedDemoOrganization } from './seed-demo';
import { seedCafe } from './seed-cafe';
import { describeDatabase, openCliDatabase, runCli } from './open-database';

const EXAMPLES = ['gym', 'cafe'] as const;
type Example = (typeof EXAMPLES)[number];

/** The example asked for with `--example` (default: the gym); null, after saying why, otherwise. */
function exampleOf(args: string[]): Example | null {
  try {
    const { values } = parseArgs({
      args,
      options: { example: { type: 'string', default: 'gym' } },
      strict: true,
    });
    const example = EXAMPLES.find((name) => name === values.example);
    if (example) return example;
    console.error(`Unknown example '${values.example}': choose one of ${EXAMPLES.join(', ')}.`);
  } catch (error) {
    console.error((error as Error).message);
  }
  return null;
}

function printCredentials(
  appUrl: string,
  people: Pick<SeedPerson, 'role' | 'email' | 'firstName' | 'lastName'>[],
) {
  const managers = people.filter((p) => p.role === 'manager');
  const employees = people.filter((p) => p.role === 'employee').slice(0, 2);
  console.log(`\nSign in at ${appUrl}/auth with password '${DEMO_PASSWORD}' as:`);
  for (const p of [...managers, ...employees]) {
    console.log(`  ${p.role.padEnd(9)} ${p.email.padEnd(34)} ${p.firstName} ${p.lastName}`);
  }
}

async function seedTheCafe(database: Awaited<ReturnType<typeof openCliDatabase>>) {
  const result = await seedCafe(database.db);
  if (result.status === 'already-seeded')
    console.log(`The café example is already seeded in ${describeDatabase(database)}.`);
  else
    console.log(
      `Seeded ${result.organizationName} in ${describeDatabase(database)}: ` +
        `${result.people.length} people qualified as Barista, Kitchen or Floor; ` +
        `${result.shifts} open shifts from ${result.week.start} to ${result.week.end} for the fill to staff.`,
    );
  printCredentials(appUrlForLinks(database.config), result.people);
}

runCli(async () => {
  const example = exampleOf(process.argv.slice(2));
  if (example === null) return 1;
  const database = await openCliDatabase();
  try {
    if (example === 'cafe') {
      await seedTheCafe(database);
      return 0;
    }
    const started = Date.now();
    const result = await seedDemoOrganization(database.db);
    if (result.status === 'already-seeded') {
      console.log(`The demo team is already seeded in ${describeDatabase(database)}.`);
    } else {
      const { counts } = result;
      const [first, last] = [
        addDaysIso(result.currentMonday, -7 * WEEKS_BEFORE),
        addDaysIso(result.currentMonday, 7 * (WEEKS - WEEKS_BEFORE) - 1),
      ];
      console.log(
        `Seeded ${result.organizationName} in ${describeDatabase(database)} in ${Date.now() - started} ms: ` +
          `${result.people.length} people; ${counts.shifts} shifts from ${first} to ${last} ` +
          `(${counts.assignments} assignments, ${counts.understaffed} understaffed); ` +
          `${counts.timeOff} time-off and ${counts.swaps} swap requests.`,
      );
    }
    printCredentials(appUrlForLinks(database.config), result.people);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
});
