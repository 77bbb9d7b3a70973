// Report routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import { hoursReportSchema, myHoursSchema, reportQuerySchema } from '@shared/validators/reports';
import { describeRoutes } from '../../openapi/operation';

export const reportOperations = describeRoutes('Reports', {
  'GET /api/reports/hours': {
    summary: 'Hours and labour cost by person and day (at most 92 days)',
    access: 'manager',
    query: reportQuerySchema,
    answer: hoursReportSchema,
  },
  'GET /api/reports/hours.csv': {
    summary: 'The hours report as CSV',
    access: 'manager',
    query: reportQuerySchema,
    answer: { mediaType: 'text/csv', description: 'RFC 4180 CSV with a BOM.' },
  },
  'GET /api/my-shifts/export.csv': {
    summary: "The signed-in person's published shifts as CSV",
    access: 'user',
    query: reportQuerySchema,
    answer: { mediaType: 'text/csv', description: 'RFC 4180 CSV with a BOM.' },
  },
  'GET /api/my-hours': {
    summary: "The signed-in person's published hours",
    access: 'user',
    query: reportQuerySchema,
    answer: myHoursSchema,
  },
});
