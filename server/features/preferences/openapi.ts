// Preference routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  createPreferenceSchema,
  preferencesQuerySchema,
  updatePreferenceSchema,
  wantedHoursSchema,
} from '@shared/validators/preferences';
import {
  preferenceListResponse,
  preferenceResponse,
  wantedHoursResponse,
} from '@shared/validators/preferences-responses';
import { deletedIdResponse } from '@shared/validators/unavailability-responses';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';

const NOT_FOUND = "No such preference, or it is someone else's and the caller is not a manager.";
const OVERLAP = "It overlaps another of the person's windows on the same weekday and dates.";

export const preferenceOperations = describeRoutes('Preferences', {
  'GET /api/preferences': {
    summary: 'Liked and avoided windows: your own, one person, or the team in a period',
    description:
      'Soft: the fill weighs them, nothing is refused for them. `employeeId` and `team` are for managers.',
    access: 'user',
    query: preferencesQuerySchema,
    answer: preferenceListResponse,
    errors: { 403: 'An employee asking for the team.', 404: 'No such person in the organization.' },
  },
  'POST /api/preferences': {
    summary: 'Add a liked or avoided weekly window',
    access: 'user',
    body: createPreferenceSchema,
    answer: preferenceResponse,
    status: 201,
    errors: { 404: 'No such person in the organization.', 409: OVERLAP },
    examples: {
      body: { dayOfWeek: 4, startTime: '17:00', endTime: '22:00', kind: 'avoid' },
    },
  },
  'PUT /api/preferences/hours': {
    summary: 'Your weekly wanted hours: a minimum and a target, within your limit',
    access: 'user',
    body: wantedHoursSchema,
    answer: wantedHoursResponse,
    examples: { body: { minHours: 20, targetHours: 30 } },
  },
  'PUT /api/preferences/:id': {
    summary: 'Change a window',
    access: 'user',
    params: idParams(),
    body: updatePreferenceSchema,
    answer: preferenceResponse,
    errors: { 404: NOT_FOUND, 409: OVERLAP },
  },
  'DELETE /api/preferences/:id': {
    summary: 'Remove a window',
    access: 'user',
    params: idParams(),
    answer: deletedIdResponse,
    errors: { 404: NOT_FOUND },
  },
});
