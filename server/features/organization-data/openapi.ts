// Organization-data routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import { deleteOrganizationSchema } from '@shared/validators/signup';
import { organizationExportResponse } from '@shared/validators/organization-export';
import { exampleWeekResponse, onboardingResponse } from '@shared/validators/signup-responses';
import { messageResponse } from '@shared/validators/wire';
import { describeRoutes } from '../../openapi/operation';
import { EXAMPLE_ALREADY_LOADED } from './example-week';

export const organizationDataOperations = describeRoutes('Organization', {
  'GET /api/organization/onboarding': {
    summary: "What a new organization's dashboard offers",
    access: 'manager',
    answer: onboardingResponse,
    examples: { answer: { verified: false, canLoadExampleWeek: true } },
  },
  'POST /api/organization/example-week': {
    summary: 'Fill an empty organization with an example café week, as drafts',
    access: 'manager',
    answer: exampleWeekResponse,
    status: 201,
    errors: { 409: EXAMPLE_ALREADY_LOADED },
  },
  'GET /api/organization/export.json': {
    summary: 'Everything the organization holds, with row counts and a SHA-256 checksum',
    description:
      'Read in one snapshot. Password hashes and the hashes of links and tokens are left out. The checksum is the SHA-256 of `JSON.stringify(tables)`.',
    access: 'manager',
    answer: organizationExportResponse,
  },
  'GET /api/organization/export.csv': {
    summary: 'The same export as one CSV: the manifest, then a section per table',
    access: 'manager',
    answer: { mediaType: 'text/csv', description: 'RFC 4180 CSV with a BOM.' },
  },
  'DELETE /api/organization': {
    summary: 'Delete the organization and every row of it, after its name is typed',
    description: 'Ends every session of its people in the same transaction.',
    access: 'manager',
    body: deleteOrganizationSchema,
    answer: messageResponse,
    examples: { body: { confirmName: 'Corner Café' }, answer: { message: 'Organization deleted' } },
  },
});
