// Notification routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  markAllReadResponse,
  notificationListResponse,
  notificationResponse,
  unreadCountResponse,
} from '@shared/validators/notifications-responses';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';
import { listQuery, roleContextQuery } from './routes';

export const notificationOperations = describeRoutes('Notifications', {
  'GET /api/notifications': {
    summary: "The signed-in person's notifications, newest first",
    access: 'user',
    query: listQuery,
    answer: notificationListResponse,
  },
  'GET /api/notifications/unread-count': {
    summary: 'How many are unread',
    access: 'user',
    query: roleContextQuery,
    answer: unreadCountResponse,
    examples: { answer: { count: 3 } },
  },
  'PUT /api/notifications/read-all': {
    summary: 'Mark them all read',
    description: 'The role context may come in the body or the query string.',
    access: 'user',
    query: roleContextQuery,
    body: roleContextQuery,
    answer: markAllReadResponse,
    examples: { body: { roleContext: 'employee' }, answer: { updated: 3 } },
  },
  'PUT /api/notifications/:id/read': {
    summary: 'Mark one read',
    access: 'user',
    params: idParams(),
    answer: notificationResponse,
    errors: { 404: 'No such notification of the signed-in person.' },
  },
});
