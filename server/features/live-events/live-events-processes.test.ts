// A change made on one process reaches a stream held by another: each hears the database's
// announcements on its own listening connection.
import { expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { createOrganization } from '../../test/factories';
import { useLiveStreams } from '../../test/live-stream';
import { useOtherProcess } from '../../test/other-process';
import { shiftBody, signedInManager } from '../../test/shifts';

const ctx = useTestApp();
const other = useOtherProcess(ctx);
const openOnOther = useLiveStreams(() => other.app);

it('tells a screen served by another process of a shift added here', async () => {
  const { id: organizationId } = await createOrganization(ctx.db);
  const { agent } = await signedInManager(ctx, organizationId);
  const stream = await openOnOther({ Cookie: agent.sessionCookie });
  expect(stream.status).toBe(200);
  await agent.post('/api/shifts').send(shiftBody()).expect(201);
  expect(await stream.next()).toEqual({ event: 'schedule', data: { version: expect.any(Number) } });
});
