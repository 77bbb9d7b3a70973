// The live stream as the OpenAPI document describes it (see server/openapi/operation.ts).
import { describeRoutes } from '../../openapi/operation';
import { LIVE_EVENTS } from '@shared/domain/live-events';
import { TOO_MANY_STREAMS } from './routes';

export const liveEventOperations = describeRoutes('Live events', {
  'GET /api/events': {
    summary: 'A server-sent events stream of what changed, for an open tab',
    description: `Each event names what changed and carries no data (\`data: {}\`): ${Object.values(
      LIVE_EVENTS,
    )
      .map((event) => `\`${event}\``)
      .join(
        ', ',
      )}. The tab then reads what it shows again, with its own permissions. Comments keep the stream open through proxies; it ends when the session does.`,
    access: 'user',
    answer: { mediaType: 'text/event-stream', description: 'A stream of named events.' },
    errors: { 429: TOO_MANY_STREAMS },
  },
});
