// The café example: its positions and qualified people, a week of shifts needing them, and a fill
// on it that puts each person only on the work they are qualified for.
import { describe, expect, it } from 'vitest';
import { signedInAgent, useTestApp } from '../test/app';
import { DEMO_PASSWORD } from './seed-catalog';
import { CAFE_DAY, CAFE_PEOPLE, seedCafe } from './seed-cafe';

const ctx = useTestApp();
const TODAY = '2030-01-09';
const rows = async <T extends object>(sql: string) => (await ctx.pool.query<T>(sql)).rows;

describe('the café example', () => {
  it('seeds Barista, Kitchen and Floor, people qualified for them and next week’s shifts', async () => {
    const result = await seedCafe(ctx.db, TODAY);
    expect(result).toMatchObject({
      status: 'seeded',
      week: { start: '2030-01-14', end: '2030-01-20' },
      shifts: 7 * CAFE_DAY.length,
    });
    const names = await rows<{ name: string }>(
      'select name from positions where organization_id = 1 order by name',
    );
    expect(names.map((p) => p.name)).toEqual(['Barista', 'Floor', 'Kitchen']);
    const qualified = await rows<{ name: string; n: number }>(
      `select p.name, count(*)::int as n from employee_positions ep
       join positions p on p.id = ep.position_id where p.organization_id = 1
       group by p.name order by p.name`,
    );
    expect(qualified).toEqual([
      { name: 'Barista', n: 5 },
      { name: 'Floor', n: 6 },
      { name: 'Kitchen', n: 3 },
    ]);
    const needed = await rows<{ name: string; n: number }>(
      `select p.name, count(*)::int as n from shifts s join positions p on p.id = s.position_id
       where s.organization_id = 1 and s.date between '2030-01-14' and '2030-01-20'
       group by p.name order by p.name`,
    );
    expect(needed).toEqual([
      { name: 'Barista', n: 14 },
      { name: 'Floor', n: 7 },
      { name: 'Kitchen', n: 7 },
    ]);
    expect((await seedCafe(ctx.db, TODAY)).status).toBe('already-seeded');
  });

  it('fills it with each person only on the positions they are qualified for', async () => {
    const owner = CAFE_PEOPLE[0]!;
    const agent = await signedInAgent(ctx, owner.email, DEMO_PASSWORD);
    const { body: preview } = await agent
      .post('/api/auto-schedule/preview')
      .send({ start: '2030-01-14', end: '2030-01-20' })
      .expect(200);
    expect(preview.filled).toBeGreaterThan(20);
    const qualified = await rows<{ employee_id: number; position_id: number }>(
      'select employee_id, position_id from employee_positions where organization_id = 1',
    );
    const needs = new Map(
      (
        await rows<{ id: number; position_id: number }>(
          'select id, position_id from shifts where organization_id = 1',
        )
      ).map((s) => [s.id, s.position_id]),
    );
    const unqualified = (preview.proposals as { shiftId: number; employeeId: number }[]).filter(
      (pair) =>
        !qualified.some(
          (q) => q.employee_id === pair.employeeId && q.position_id === needs.get(pair.shiftId),
        ),
    );
    expect(unqualified).toEqual([]);
    const { body: applied } = await agent
      .post('/api/auto-schedule/apply')
      .send({ previewId: preview.previewId })
      .expect(200);
    expect(applied).toEqual({ applied: preview.proposals.length, skipped: [] });
  });
});
