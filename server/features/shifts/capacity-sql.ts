// The shared capacity rule (shared/domain/shift-capacity.ts) and a shift's head count, as SQL for
// queries that count open places without loading the shifts. capacity-sql.test.ts holds the two
// capacity rules to the same answers.
import { sql } from 'drizzle-orm';
import { shiftAssignments, shifts } from '@shared/schema';

/** The places a shift takes: one without stations still takes one person. */
export const capacitySql = sql<number>`(case when ${shifts.numberOfStations} = 0 then 1 else ${shifts.numberOfStations} * ${shifts.employeesPerStation} end)`;

/** The people on a shift, drafts included, as a subquery on the shift's row. */
export const staffedSql = sql<number>`(select count(*) from ${shiftAssignments} where ${shiftAssignments.shiftId} = ${shifts.id})`;

/** The places of a shift nobody holds yet. */
export const openPlacesSql = sql<number>`greatest(${capacitySql} - ${staffedSql}, 0)`;
