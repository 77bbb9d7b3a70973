// Notification preference routes as the OpenAPI document describes them
// (see server/openapi/operation.ts).
import {
  notificationPreferencesInput,
  notificationPreferencesQuery,
} from '@shared/validators/notification-preferences';
import { notificationPreferencesResponse } from '@shared/validators/notification-preferences-responses';
import { describeRoutes } from '../../openapi/operation';

export const notificationPreferenceOperations = describeRoutes('Notification preferences', {
  'GET /api/notification-preferences': {
    summary: 'Which channels each kind of notification uses, and quiet hours',
    description:
      "Your own; a manager may read one of their people's with `employeeId`, never change it. The organization's email toggles are the defaults and the ceiling for email.",
    access: 'user',
    query: notificationPreferencesQuery,
    answer: notificationPreferencesResponse,
    errors: {
      403: 'An employee asking for someone else.',
      404: 'No such person in the organization.',
    },
  },
  'PUT /api/notification-preferences': {
    summary: 'Save your notification preferences',
    access: 'user',
    body: notificationPreferencesInput,
    answer: notificationPreferencesResponse,
  },
});
