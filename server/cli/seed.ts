// `npm run db:seed`: a realistic demo team in organization 1 (see seed-catalog.ts), then the
// credentials to sign in with. Running it again changes nothing and prints them again.
import { addDaysIso } from '@shared/domain/dates';
import { AppError } from '../http/app-error';
import { appUrlForLinks } from '../last-app-url';
import { DEMO_PASSWORD } from './seed-catalog';
import { WEEKS, WEEKS_BEFORE, type SeedPerson } from './seed-data';
import { seedDemoOrganization } from './seed-demo';
import { describeDatabase, openCliDatabase, runCli } from './open-database';

function printCredentials(appUrl: string, people: SeedPerson[]) {
  const managers = people.filter((p) => p.role === 'manager');
  const employees = people.filter((p) => p.role === 'employee').slice(0, 2);
  console.log(`\nSign in at ${appUrl}/auth with password '${DEMO_PASSWORD}' as:`);
  for (const p of [...managers, ...employees]) {
    console.log(`  ${p.role.padEnd(9)} ${p.email.padEnd(34)} ${p.firstName} ${p.lastName}`);
  }
}

runCli(async () => {
  const database = await openCliDatabase();
  try {
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
