// Schedule copy routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  availableWeeksResponse,
  copyPreviewQuerySchema,
  copyPreviewResponse,
  copyResultResponse,
  copyScheduleSchema,
} from '@shared/validators/schedule-copy';
import { describeRoutes } from '../../openapi/operation';

export const scheduleCopyOperations = describeRoutes('Copies', {
  'GET /api/schedule/available-weeks': {
    summary: 'The weeks with shifts to copy from',
    access: 'manager',
    answer: availableWeeksResponse,
  },
  'GET /api/schedule/copy-preview': {
    summary: 'The shifts of a week, ready to pick for a copy',
    access: 'manager',
    query: copyPreviewQuerySchema,
    answer: copyPreviewResponse,
  },
  'POST /api/schedule/copy': {
    summary: "Copy a week's picked shifts to another week",
    access: 'manager',
    body: copyScheduleSchema,
    answer: copyResultResponse,
    status: 201,
    errors: {
      409: 'The target week already has shifts like these; confirmDuplicate: true copies anyway.',
    },
    examples: {
      body: {
        sourceWeek: '2030-01-07',
        targetWeek: '2030-01-14',
        selectedShiftIds: [31, 32],
        copyOptions: { keepAssignments: true },
      },
    },
  },
});
