// A database id as it arrives in a path, a query string or a JSON body. Ids are PostgreSQL
// integers: a larger number would reach the database and fail there (a 500), and loose coercion
// would read '0x10', '1e3', ' 5', true or [5] as ids, so only whole numbers and digit strings pass.
import { z } from 'zod';

/** The largest PostgreSQL `integer` (serial ids). */
export const MAX_ID = 2_147_483_647;

export const idSchema = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: 'Must be a number' })
  .pipe(
    z
      .number()
      .int('Must be a positive id')
      .min(1, 'Must be a positive id')
      .max(MAX_ID, 'Must be a positive id'),
  );
