// A shift's date, start time and duration are wall-clock values in its location's time zone:
// it runs from date + start to date + start + duration on the clock on the wall. Its hours are
// the real time between those two instants, so a night shift across a clock change is paid an
// hour less in spring and an hour more in autumn. Both the report and the exports read hours here.
import { sql, type SQL } from 'drizzle-orm';

/** `shift` and `zone` are SQL aliases: a row of shifts, and an expression naming the time zone. */
export function shiftClock(shift: string, zone: SQL) {
  const s = sql.raw(shift);
  const wallStart = sql`(${s}.date + ${s}.start_time)`;
  const wallEnd = sql`(${wallStart} + make_interval(mins => ${s}.duration))`;
  const begins = sql`(${wallStart} at time zone ${zone})`;
  const ends = sql`(${wallEnd} at time zone ${zone})`;
  return {
    begins,
    ends,
    /** 'HH:MM' on the wall clock, as the schedule shows it. */
    endTime: sql<string>`to_char(${wallEnd}, 'HH24:MI')`,
    minutes: sql`(extract(epoch from ${ends} - ${begins}) / 60)`,
  };
}
