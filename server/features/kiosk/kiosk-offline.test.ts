// A kiosk punch made offline: the kiosk seals it (PIN and all) to its organization's public key
// and sends it once back online; the server opens it and judges it as a punch made online.
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { kioskPunchKeys, punches } from '@shared/schema';
import { useTestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { useOtherProcess } from '../../test/other-process';
import { clockTeam, punchKey } from '../../test/time-clock';

const ctx = useTestApp();
const other = useOtherProcess(ctx);

/** Seals `content` as the browser does: RSA-OAEP with SHA-256 to the key's SPKI, base64. */
function seal(publicKey: string, content: unknown) {
  const key = createPublicKey({
    key: Buffer.from(publicKey, 'base64'),
    format: 'der',
    type: 'spki',
  });
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(JSON.stringify(content)),
  ).toString('base64');
}

async function offlineKiosk() {
  const team = await clockTeam(ctx);
  const { body: kiosk } = await team.manager.agent
    .post('/api/kiosks')
    .send({ locationId: team.locationId, name: 'Front door' })
    .expect(201);
  const punchKeyOf = async (token: string) =>
    (await supertest(ctx.app).get('/api/kiosk/punch-key').set('X-Kiosk-Token', token).expect(200))
      .body as { algorithm: string; publicKey: string };
  const { publicKey } = await punchKeyOf(kiosk.token);
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  /** A punch as the kiosk seals it offline, with a PIN and a device time 3 minutes ago. */
  const sealed = (content: Record<string, unknown> = {}, key = publicKey) =>
    seal(key, {
      employeeId: team.employee.employee.id,
      pin: '1234',
      kind: 'in',
      idempotencyKey: punchKey(),
      deviceTime: minutesAgo(3),
      ...content,
    });
  const send = (body: object, token: string = kiosk.token, app = ctx.app) =>
    supertest(app).post('/api/kiosk/offline-punch').set('X-Kiosk-Token', token).send(body);
  const setPin = () => team.employee.agent.put('/api/clock/pin').send({ pin: '1234' }).expect(204);
  const rows = () =>
    ctx.db.select().from(punches).where(eq(punches.employeeId, team.employee.employee.id));
  return { ...team, kiosk, publicKey, punchKeyOf, minutesAgo, sealed, send, setPin, rows };
}

describe('kiosk punches made offline', () => {
  it('gives every kiosk of an organization its one public key, made once, never the private', async () => {
    const { manager, locationId, organizationId } = await clockTeam(ctx);
    const kiosks = await Promise.all(
      ['Front door', 'Back door'].map(
        async (name) =>
          (await manager.agent.post('/api/kiosks').send({ locationId, name }).expect(201)).body,
      ),
    );
    // Both ask before any key exists: one pair is made and both are given it.
    const keys = await Promise.all(
      kiosks.map(
        async ({ token }) =>
          (
            await supertest(ctx.app)
              .get('/api/kiosk/punch-key')
              .set('X-Kiosk-Token', token)
              .expect(200)
          ).body,
      ),
    );
    const stored = await ctx.db
      .select()
      .from(kioskPunchKeys)
      .where(eq(kioskPunchKeys.organizationId, organizationId));
    expect(stored).toHaveLength(1);
    expect(keys).toEqual([
      { algorithm: 'RSA-OAEP-256', publicKey: stored[0]!.publicKey },
      { algorithm: 'RSA-OAEP-256', publicKey: stored[0]!.publicKey },
    ]);
    expect(JSON.stringify(keys)).not.toContain('PRIVATE');
    await supertest(ctx.app).get('/api/kiosk/punch-key').expect(401);
  });

  it('opens a sealed punch, checks its PIN and records it at the device time, once per key', async () => {
    const { kiosk, shiftIn, sealed, send, setPin, rows, minutesAgo } = await offlineKiosk();
    const shift = await shiftIn(-10);
    await setPin();
    const deviceTime = minutesAgo(4);
    const punch = { sealed: sealed({ deviceTime }) };
    const first = await send(punch).expect(201);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.body).toMatchObject({
      state: 'in',
      punch: { kind: 'in', at: deviceTime, recordedOffline: true, source: 'kiosk' },
    });
    expect(first.body.punch.shiftId).toBe(shift.id);
    // Both times: when the tablet says it happened, and when the server heard of it.
    expect(Date.parse(first.body.punch.recordedAt)).toBeGreaterThan(Date.parse(deviceTime));

    // The queue sends again after a lost answer, and two tabs may send at once: one punch.
    const again = await Promise.all([send(punch), send(punch)]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(again[0]!.body.punch.id).toBe(first.body.punch.id);
    const kept = await rows();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ kioskId: kiosk.id, recordedOffline: true });
  });

  it('refuses a wrong PIN, counting it toward the same per-person limit as a kiosk punch', async () => {
    const { employee, shiftIn, sealed, send, setPin, rows, manager, locationId } =
      await offlineKiosk();
    await shiftIn(-10);
    await setPin();
    const wrong = await send({ sealed: sealed({ pin: '9999' }) }).expect(401);
    expect(wrong.body.message).toBe("That PIN doesn't match");
    const { body: second } = await manager.agent
      .post('/api/kiosks')
      .send({ locationId, name: 'Back door' })
      .expect(201);
    // Two more sealed guesses here; two typed at the other kiosk, through another process.
    for (const pin of ['0000', '0001']) await send({ sealed: sealed({ pin }) }).expect(401);
    for (const pin of ['0002', '0003'])
      await supertest(other.app)
        .post('/api/kiosk/punch')
        .set('X-Kiosk-Token', second.token)
        .send({ employeeId: employee.employee.id, pin, kind: 'in', idempotencyKey: punchKey() })
        .expect(401);
    const stopped = await send({ sealed: sealed() }).expect(429);
    expect(stopped.body.message).toBe('Too many tries: wait a few minutes');
    expect(await rows()).toEqual([]);
  });

  it('refuses a revoked kiosk, and keeps nothing it sent', async () => {
    const { manager, kiosk, shiftIn, sealed, send, setPin, rows } = await offlineKiosk();
    await shiftIn(-10);
    await setPin();
    const punch = { sealed: sealed() };
    await manager.agent.delete(`/api/kiosks/${kiosk.id}`).expect(200);
    const refused = await send(punch).expect(401);
    expect(refused.body.message).toBe('This kiosk is no longer active');
    await supertest(ctx.app)
      .get('/api/kiosk/punch-key')
      .set('X-Kiosk-Token', kiosk.token)
      .expect(401);
    expect(await rows()).toEqual([]);
  });

  it('refuses what is not a sealed punch, and what one holds when it is not a punch', async () => {
    const { publicKey, sealed, send, setPin, shiftIn, rows } = await offlineKiosk();
    await shiftIn(-10);
    await setPin();
    await send({}).expect(400);
    await send({ sealed: 'not base64!' }).expect(400);
    const garbage = await send({ sealed: Buffer.from('hello').toString('base64') }).expect(400);
    expect(garbage.body).toMatchObject({
      message: "This saved punch can't be read",
      errors: [{ path: 'sealed', message: "This saved punch can't be read" }],
    });
    await send({ sealed: seal(publicKey, 'just a string') }).expect(400);
    await send({ sealed: sealed({ pin: '12' }) }).expect(400);
    await send({ sealed: sealed({ kind: 'lunch' }) }).expect(400);
    // Offline means a device time: without one it is no punch the kiosk made offline.
    await send({ sealed: sealed({ deviceTime: undefined }) }).expect(400);
    const future = new Date(Date.now() + 60 * 60_000).toISOString();
    await send({ sealed: sealed({ deviceTime: future }) }).expect(400);
    expect(await rows()).toEqual([]);
  });

  it("answers another organization's person 404, and its key's punch 400", async () => {
    const { sealed, send, setPin, shiftIn, punchKeyOf } = await offlineKiosk();
    await shiftIn(-10);
    await setPin();
    const elsewhere = await offlineKiosk();
    await elsewhere.shiftIn(-10);
    await elsewhere.setPin();
    const stranger = await send({
      sealed: sealed({ employeeId: elsewhere.employee.employee.id }),
    }).expect(404);
    expect(stranger.body.message).toBe('Person not found');
    // Sealed at the other organization's kiosk: this organization's key cannot open it.
    const theirKey = (await punchKeyOf(elsewhere.kiosk.token)).publicKey;
    await send({ sealed: sealed({}, theirKey) }).expect(400);
    await send({ sealed: elsewhere.sealed() }).expect(400);
    expect(await elsewhere.rows()).toEqual([]);
  });

  it('stops a kiosk after 5 refused sealed punches, whoever they name', async () => {
    const { organizationId, sealed, send } = await offlineKiosk();
    for (let i = 0; i < 5; i += 1) {
      const person = await createUser(ctx.db, { organizationId });
      await send({ sealed: sealed({ employeeId: person.id }) }).expect(409);
    }
    const next = await createUser(ctx.db, { organizationId });
    const stopped = await send({ sealed: sealed({ employeeId: next.id }) }).expect(429);
    expect(stopped.body.message).toBe('Too many tries: wait a few minutes');
  });
});
