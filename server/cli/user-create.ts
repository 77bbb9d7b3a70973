// `npm run user:create -- --email E --password P --role manager|employee [--first-name F] [--last-name L]
//   [--weekly-hours H] [--employee-type hourly|salaried]`
// Creates an account directly: the first manager, or an operator's fix. Exit codes: 0 created,
// 1 refused by the database (duplicate email) or failed, 2 bad arguments.
import { parseArgs } from 'node:util';
import { AppError } from '../http/app-error';
import { createUserAccount, createUserInputSchema } from '../features/users/create-user';
import { openCliDatabase, runCli } from './open-database';

const USAGE =
  'Usage: npm run user:create -- --email E --password P --role manager|employee [--first-name F] [--last-name L] [--weekly-hours H] [--employee-type hourly|salaried]';

const OPTIONS = {
  email: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  // Without them the new person gets the organization's default weekly hours and employee type.
  'weekly-hours': { type: 'string' },
  'employee-type': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

// Problems are reported by the flag the operator typed, not the field name.
const FLAG_OF: Record<string, string> = {
  firstName: '--first-name',
  lastName: '--last-name',
  weeklyHoursLimit: '--weekly-hours',
  employeeType: '--employee-type',
};
const flagOf = (field: string) => FLAG_OF[field] ?? `--${field}`;

const optionalNumber = (text: string | undefined) =>
  text === undefined || text.trim() === '' || Number.isNaN(Number(text)) ? text : Number(text);

function usageError(lines: string[]): number {
  console.error([...lines, USAGE].join('\n'));
  return 2;
}

runCli(async () => {
  let values;
  try {
    ({ values } = parseArgs({ args: process.argv.slice(2), options: OPTIONS, strict: true }));
  } catch (error) {
    // Unknown flags, a flag without its value, stray positionals: parseArgs says which.
    return usageError([(error as Error).message]);
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }

  // Checked before opening the database: bad arguments never wait for it or take its lock.
  const parsed = createUserInputSchema.safeParse({
    email: values.email,
    password: values.password,
    role: values.role,
    firstName: values['first-name'],
    lastName: values['last-name'],
    // A number as the schema expects it; a non-number stays text so the schema names the flag.
    weeklyHoursLimit: optionalNumber(values['weekly-hours']),
    employeeType: values['employee-type'],
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${flagOf(i.path.join('.'))}: ${i.message}`);
    return usageError(['Cannot create the user:', ...problems]);
  }

  const database = await openCliDatabase();
  try {
    const user = await createUserAccount(database.db, parsed.data);
    console.log(`Created ${user.role} ${user.email} (id ${user.id})`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
});
