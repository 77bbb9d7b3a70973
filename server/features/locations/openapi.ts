// Location routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import { locationInputSchema } from '@shared/validators/locations';
import {
  deletedLocationResponse,
  locationListResponse,
  locationResponse,
} from '@shared/validators/locations-responses';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';

const NO_LOCATION = 'No such location in the organization.';
const TAKEN = 'Another location of the organization has this name (letter case aside).';
const ORG_WIDE = 'Location managers cannot keep locations.';

export const locationOperations = describeRoutes('Locations', {
  'GET /api/locations': {
    summary: 'The locations the caller may see, by name',
    description:
      "Org-wide managers get all of the organization's; location managers and employees the ones they work at.",
    access: 'user',
    answer: locationListResponse,
  },
  'POST /api/locations': {
    summary: 'Add a location',
    access: 'manager',
    body: locationInputSchema,
    answer: locationResponse,
    status: 201,
    errors: { 403: ORG_WIDE, 409: TAKEN },
    examples: { body: { name: 'Harbour', address: '1 Quay St', timeZone: 'Europe/London' } },
  },
  'PUT /api/locations/:id': {
    summary: 'Edit a location: name, address, time zone, geofence',
    access: 'manager',
    params: idParams(),
    body: locationInputSchema,
    answer: locationResponse,
    errors: { 403: ORG_WIDE, 404: NO_LOCATION, 409: TAKEN },
  },
  'DELETE /api/locations/:id': {
    summary: 'Delete a location no shift and no person depends on',
    access: 'manager',
    params: idParams(),
    answer: deletedLocationResponse,
    errors: {
      403: ORG_WIDE,
      404: NO_LOCATION,
      409: 'It is the last location, shifts still belong to it, or people work only there.',
    },
  },
});
