// A person's effective punches: the punch rows as they were made, with the approved corrections
// applied in the order they were made (a change moves a punch, a removal strikes it, an addition
// is a new punch). Punch rows never change, so this is the one place the corrected day exists;
// sheets, pay and payroll files all read it from here.
import { aliasedTable, and, asc, between, eq, inArray, ne, or } from 'drizzle-orm';
import { punchCorrections, punches, users } from '@shared/schema';
import type { Punch, PunchCorrection } from '@shared/schema';
import { displayName } from '@shared/domain/display-name';
import type { Db, Tx } from '../../db/connection';

export type RawPunch = Pick<
  Punch,
  | 'id'
  | 'employeeId'
  | 'kind'
  | 'at'
  | 'recordedAt'
  | 'recordedOffline'
  | 'source'
  | 'geofence'
  | 'reason'
  | 'shiftId'
  | 'locationId'
>;

/** A correction with the names the sheet shows. */
export type NamedCorrection = Pick<
  PunchCorrection,
  | 'id'
  | 'employeeId'
  | 'punchId'
  | 'action'
  | 'kind'
  | 'atBefore'
  | 'atAfter'
  | 'shiftId'
  | 'reason'
  | 'status'
  | 'createdAt'
> & { decidedByName: string | null; requestedByName: string | null };

export type EffectivePunch = {
  /** null for a punch a correction added. */
  punchId: number | null;
  /** The last approved correction that touched it. */
  correctionId: number | null;
  kind: RawPunch['kind'];
  /** Where it counts now. */
  at: Date;
  /** The time it was punched at, when a correction moved it. */
  originalAt: Date | null;
  removed: boolean;
  source: RawPunch['source'] | null;
  recordedOffline: boolean;
  recordedAt: Date | null;
  geofence: RawPunch['geofence'] | null;
  reason: string | null;
  shiftId: number | null;
  locationId: number | null;
  correctedBy: string | null;
  correctionReason: string | null;
};

const byCreation = (a: NamedCorrection, b: NamedCorrection) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

/**
 * One person's punches with `corrections` applied; removed punches stay in the list (marked) so
 * a sheet can show what was struck. Oldest first by effective time. Corrections that are not
 * approved are ignored.
 */
export function effectivePunches(
  raw: readonly RawPunch[],
  corrections: readonly NamedCorrection[],
): EffectivePunch[] {
  const entries: EffectivePunch[] = raw.map((punch) => ({
    punchId: punch.id,
    correctionId: null,
    kind: punch.kind,
    at: punch.at,
    originalAt: null,
    removed: false,
    source: punch.source,
    recordedOffline: punch.recordedOffline,
    recordedAt: punch.recordedAt,
    geofence: punch.geofence,
    reason: punch.reason,
    shiftId: punch.shiftId,
    locationId: punch.locationId,
    correctedBy: null,
    correctionReason: null,
  }));
  const byPunchId = new Map(entries.map((entry) => [entry.punchId, entry]));
  const approved = corrections.filter((c) => c.status === 'approved').sort(byCreation);
  for (const correction of approved) {
    const touched = {
      correctionId: correction.id,
      correctedBy: correction.decidedByName,
      correctionReason: correction.reason,
    };
    if (correction.action === 'add') {
      if (!correction.kind || !correction.atAfter) continue;
      entries.push({
        ...touched,
        punchId: null,
        kind: correction.kind,
        at: correction.atAfter,
        originalAt: null,
        removed: false,
        source: null,
        recordedOffline: false,
        recordedAt: null,
        geofence: null,
        reason: null,
        shiftId: correction.shiftId,
        locationId: null,
      });
      continue;
    }
    const entry = correction.punchId === null ? undefined : byPunchId.get(correction.punchId);
    if (!entry || entry.removed) continue;
    Object.assign(entry, touched);
    if (correction.action === 'remove') entry.removed = true;
    else if (correction.atAfter) {
      entry.originalAt ??= entry.at;
      entry.at = correction.atAfter;
    }
  }
  return entries.sort(
    (a, b) => a.at.getTime() - b.at.getTime() || (a.punchId ?? Infinity) - (b.punchId ?? Infinity),
  );
}

export type PunchWindow = { from: Date; to: Date };

/** The punches of `employeeIds` made inside the window, oldest first. */
export function readRawPunches(
  db: Db | Tx,
  organizationId: number,
  employeeIds: number[],
  { from, to }: PunchWindow,
): Promise<RawPunch[]> {
  return db
    .select({
      id: punches.id,
      employeeId: punches.employeeId,
      kind: punches.kind,
      at: punches.at,
      recordedAt: punches.recordedAt,
      recordedOffline: punches.recordedOffline,
      source: punches.source,
      geofence: punches.geofence,
      reason: punches.reason,
      shiftId: punches.shiftId,
      locationId: punches.locationId,
    })
    .from(punches)
    .where(
      and(
        eq(punches.organizationId, organizationId),
        inArray(punches.employeeId, employeeIds),
        between(punches.at, from, to),
      ),
    )
    .orderBy(asc(punches.at), asc(punches.id));
}

const decider = aliasedTable(users, 'decider');
const requester = aliasedTable(users, 'requester');

/**
 * The approved and proposed corrections that bear on the window: those of punches made inside
 * it, and additions that land inside it. Declined ones change nothing and are left out.
 */
export async function readCorrections(
  db: Db | Tx,
  organizationId: number,
  employeeIds: number[],
  { from, to }: PunchWindow,
): Promise<NamedCorrection[]> {
  const rows = await db
    .select({
      id: punchCorrections.id,
      employeeId: punchCorrections.employeeId,
      punchId: punchCorrections.punchId,
      action: punchCorrections.action,
      kind: punchCorrections.kind,
      atBefore: punchCorrections.atBefore,
      atAfter: punchCorrections.atAfter,
      shiftId: punchCorrections.shiftId,
      reason: punchCorrections.reason,
      status: punchCorrections.status,
      createdAt: punchCorrections.createdAt,
      decider: { firstName: decider.firstName, lastName: decider.lastName, email: decider.email },
      requester: {
        firstName: requester.firstName,
        lastName: requester.lastName,
        email: requester.email,
      },
    })
    .from(punchCorrections)
    .leftJoin(punches, eq(punches.id, punchCorrections.punchId))
    .leftJoin(decider, eq(decider.id, punchCorrections.decidedBy))
    .leftJoin(requester, eq(requester.id, punchCorrections.requestedBy))
    .where(
      and(
        eq(punchCorrections.organizationId, organizationId),
        inArray(punchCorrections.employeeId, employeeIds),
        ne(punchCorrections.status, 'declined'),
        or(between(punches.at, from, to), between(punchCorrections.atAfter, from, to)),
      ),
    )
    .orderBy(asc(punchCorrections.createdAt), asc(punchCorrections.id));
  return rows.map(({ decider: decidedBy, requester: requestedBy, ...row }) => ({
    ...row,
    decidedByName: decidedBy ? displayName(decidedBy, 'A manager') : null,
    requestedByName: requestedBy ? displayName(requestedBy, 'Someone') : null,
  }));
}
