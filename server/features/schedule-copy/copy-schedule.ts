// POST /api/schedule/copy: the selected shifts of one week copied onto the same weekdays of
// another, in one transaction and a constant number of statements: the source shifts, the target
// week's shifts (duplicate guard), and with keepAssignments the source assignments and the target
// week's bookings, time off and unavailability for everyone at once; then one insert of shifts,
// one of assignments and one notification insert.
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { shifts } from '@shared/schema';
import { addDaysIso, dayNumber } from '@shared/domain/dates';
import { normalizeTime } from '@shared/domain/shift-time';
import { weekLabel } from '@shared/domain/week-label';
import type { CopyResult, copyScheduleSchema } from '@shared/validators/schedule-copy';
import type { PublicUser } from '@shared/validators/users';
import type { z } from 'zod';
import { announceShifts } from '../shifts/announce-shifts';
import type { FeatureDeps } from '../../feature-deps';
import type { Tx } from '../../db/connection';
import { transaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { insertAssignments } from '../shifts/replace-assignments';
import { formatDate } from '../shifts/messages';
import { loadHorizon, refusePastHorizon } from '../shifts/scheduling-horizon';
import { insertCopies, type Copy } from './insert-copies';
import { planAssignments } from './plan-assignments';
import { lockUntilCommit } from '../../db/advisory-lock';
import { refuseOffWeekStart } from './week-start-check';
import { buildsAsDrafts } from '../settings/service';
import { atScopedLocation, type LocationScope } from '../locations/location-scope';

type Input = z.output<typeof copyScheduleSchema>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Two copies into one week wait for each other, so the duplicate guard cannot be raced. */
const lockWeek = (tx: Tx, organizationId: number, firstDay: string) =>
  lockUntilCommit(tx, `schedule-copy:${organizationId}:${firstDay}`);

/** Copies like shifts already in the target week, among those the manager sees there. */
async function refuseDuplicates(
  tx: Tx,
  organizationId: number,
  scope: LocationScope,
  firstDay: string,
  copies: Copy[],
) {
  const existing = await tx
    .select({
      title: shifts.title,
      date: shifts.date,
      startTime: shifts.startTime,
      duration: shifts.duration,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.organizationId, organizationId),
        between(shifts.date, firstDay, addDaysIso(firstDay, 6)),
        atScopedLocation(shifts.locationId, scope),
      ),
    );
  const key = (s: { title: string; date: string; startTime: string; duration: number }) =>
    `${s.date}|${normalizeTime(s.startTime)}|${s.duration}|${s.title}`;
  const there = new Set(existing.map(key));
  const repeated = copies.filter((copy) => there.has(key(copy))).length;
  if (repeated > 0)
    throw AppError.conflict(
      `The week of ${weekLabel(firstDay)} already has ${plural(repeated, 'shift')} like the ones selected. Copy them again anyway?`,
      { suggestion: 'Send copyOptions.confirmDuplicate: true to copy them again.' },
    );
}

export async function copySchedule(
  { db, notifier, webhooks }: Pick<FeatureDeps, 'db' | 'notifier' | 'webhooks'>,
  actor: PublicUser,
  input: Input,
  // A location manager copies only their locations' shifts, keeping only their locations' people.
  scope: LocationScope,
): Promise<CopyResult> {
  const { organizationId } = actor;
  const { sourceWeek, targetWeek, copyOptions, selectedShiftIds } = input;
  const offset = dayNumber(targetWeek) - dayNumber(sourceWeek);

  return transaction(db, async (tx) => {
    const horizon = await loadHorizon(tx, organizationId);
    refuseOffWeekStart(horizon.weekStartsOn, { sourceWeek, targetWeek });
    refusePastHorizon(horizon, targetWeek, 'targetWeek');
    await lockWeek(tx, organizationId, targetWeek);
    const source = await tx
      .select()
      .from(shifts)
      .where(
        and(
          eq(shifts.organizationId, organizationId),
          inArray(shifts.id, selectedShiftIds),
          between(shifts.date, sourceWeek, addDaysIso(sourceWeek, 6)),
          atScopedLocation(shifts.locationId, scope),
        ),
      )
      .orderBy(asc(shifts.date), asc(shifts.startTime), asc(shifts.id));
    if (source.length !== selectedShiftIds.length)
      throw AppError.badRequest('Every selected shift must belong to the source week');

    const copies: Copy[] = source.map((shift) => ({
      ...shift,
      date: addDaysIso(shift.date, offset),
    }));
    if (!copyOptions.confirmDuplicate)
      await refuseDuplicates(tx, organizationId, scope, targetWeek, copies);

    const plan = copyOptions.keepAssignments
      ? await planAssignments(tx, organizationId, scope, targetWeek, source, copies, copyOptions)
      : { accepted: [], conflicts: [], warnings: [] };
    // Built as drafts, the copies and their people wait, unannounced, for the manager to publish.
    const published = !(await buildsAsDrafts(tx, organizationId));
    const ids = await insertCopies(tx, organizationId, actor.id, copies, published);
    await insertAssignments(
      tx,
      organizationId,
      plan.accepted.map((a) => ({
        shiftId: ids[a.copy]!,
        employeeId: a.employeeId,
        stationNumber: a.stationNumber ?? 1,
        published,
      })),
    );
    // Copies are new shifts to a receiver, as if added one by one.
    await announceShifts(tx, webhooks, organizationId, 'shift.created', ids);
    const assigned = [...new Set(plan.accepted.map((a) => a.employeeId))];
    if (published && assigned.length > 0)
      await notifier.notify(tx, {
        organizationId,
        userIds: assigned,
        type: 'schedule_assignment',
        roleContext: 'employee',
        title: 'New shifts assigned',
        message: `You have been assigned to shifts in the week of ${formatDate(targetWeek)}. Check your schedule for the details.`,
        email: true,
      });

    const left = plan.conflicts.length;
    const issues =
      left === 0
        ? ''
        : copyOptions.autoResolveConflicts
          ? `; ${plural(left, 'conflicting slot')} left open`
          : `; ${plural(left, 'assignment')} left out because of conflicts`;
    return {
      message: `Copied ${plural(copies.length, 'shift')} to the week of ${weekLabel(targetWeek)}${issues}`,
      createdShifts: copies.length,
      conflicts: plan.conflicts,
      warnings: plan.warnings,
    };
  });
}
