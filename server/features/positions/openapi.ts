// Position routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import { positionInUseConflictResponse } from '@shared/validators/errors-responses';
import { deletePositionQuerySchema, positionInputSchema } from '@shared/validators/positions';
import {
  deletedPositionResponse,
  positionResponse,
  positionsReadResponse,
} from '@shared/validators/positions-responses';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';

const NO_POSITION = 'No such position in the organization.';
const TAKEN = 'Another position of the organization has this name (letter case aside).';

export const positionOperations = describeRoutes('Positions', {
  'GET /api/positions': {
    summary: "The organization's positions",
    description: 'Managers get each default hourly rate; employees get names and colours only.',
    access: 'user',
    answer: positionsReadResponse,
  },
  'POST /api/positions': {
    summary: 'Add a position',
    access: 'manager',
    body: positionInputSchema,
    answer: positionResponse,
    status: 201,
    errors: { 409: TAKEN },
    examples: { body: { name: 'Barista', color: 'amber', hourlyRate: 16.5 } },
  },
  'PUT /api/positions/:id': {
    summary: 'Rename a position, or change its colour or default rate',
    access: 'manager',
    params: idParams(),
    body: positionInputSchema,
    answer: positionResponse,
    errors: { 404: NO_POSITION, 409: TAKEN },
  },
  'DELETE /api/positions/:id': {
    summary:
      'Delete a position; with `clearShifts=true`, also clear it from the shifts that need it',
    access: 'manager',
    params: idParams(),
    query: deletePositionQuerySchema,
    answer: deletedPositionResponse,
    errors: {
      404: NO_POSITION,
      409: {
        when: 'Shifts still need it (their count is listed).',
        conflicts: positionInUseConflictResponse,
      },
    },
  },
});
