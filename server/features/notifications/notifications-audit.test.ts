// Audit of the notification routes: an id past the database's integer range used to reach
// PostgreSQL and answer 500; the swap notifications are read and marked by their recipient only.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { notificationsOf } from '../../test/shifts';
import { swapSetup } from '../../test/swaps';
import { notificationListResponse } from '@shared/validators/notifications-responses';
import { expectBody } from '../../test/expect-body';

const ctx = useTestApp();

describe('notification routes: audit', () => {
  it('answers 400, not 500, for ids that are not positive 32-bit integers', async () => {
    const { a } = await swapSetup(ctx);
    for (const id of ['2147483648', '99999999999', '0x10', '1e3']) {
      const res = await a.agent.put(`/api/notifications/${id}/read`).expect(400);
      expect(res.body.errors).toEqual([{ path: 'id', message: expect.any(String) }]);
    }
  });

  it('leaves a swap request notification to its recipient', async () => {
    const { a, b, swapBody } = await swapSetup(ctx);
    await a.agent.post('/api/schedule-switch').send(swapBody).expect(201);
    const [note] = await notificationsOf(ctx, b.employee.id, 'swap_request');
    await a.agent.put(`/api/notifications/${note!.id}/read`).expect(404);
    const list = await a.agent.get('/api/notifications').expect(200);
    expectBody(list, notificationListResponse);
    expect(list.body).toEqual([]);
    await b.agent.put(`/api/notifications/${note!.id}/read`).expect(200);
  });
});
