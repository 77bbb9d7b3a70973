// The live stream as the OpenAPI document describes it (see server/openapi/operation.ts).
import { describeRoutes } from '../../openapi/operation';

export const liveEventOperations = describeRoutes('Live events', {
  'GET /api/events': {
    summary: 'A stream of what changed, for screens to refresh',
    description:
      'Server-sent events for a signed-in browser, not for API tokens. `schedule` ' +
      '(`{"version": 12}`): something the organization\'s schedule reads show changed. ' +
      '`notifications` (`{"unread": {"manager": 0, "employee": 2}}`): the person\'s own unread ' +
      'counts changed. `timesheets` (`{}`): a punch, correction, approval or pay period lock ' +
      "of the organization changed its timesheets. `clock` (`{}`): the same, about the person's " +
      'own punches. `resync`: changes may have been missed, refresh everything. Comment ' +
      'lines keep the connection open; the stream ends when the session does.',
    access: 'user',
    answer: {
      mediaType: 'text/event-stream',
      description: 'Events naming what changed, as they happen.',
    },
  },
});
