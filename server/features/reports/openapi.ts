// Report routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  hoursReportSchema,
  managerReportQuerySchema,
  myHoursSchema,
  reportQuerySchema,
} from '@shared/validators/reports';
import { describeRoutes } from '../../openapi/operation';

const NO_LOCATION = "No such location, or not one of the caller's.";

export const reportOperations = describeRoutes('Reports', {
  'GET /api/reports/hours': {
    summary: 'Hours and labour cost by person and day (at most 92 days)',
    description:
      "`locationId` keeps one location's shifts and people; a location manager's report holds " +
      'only their locations.',
    access: 'manager',
    query: managerReportQuerySchema,
    answer: hoursReportSchema,
    errors: { 404: NO_LOCATION },
  },
  'GET /api/reports/hours.csv': {
    summary: 'The hours report as CSV',
    access: 'manager',
    query: managerReportQuerySchema,
    errors: { 404: NO_LOCATION },
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
