// Organization API tokens: what a manager sends to create one and what the routes answer.
// The token itself appears once, in the answer that creates it.
// The client's copy is generated/api-tokens.ts (`npm run generate:responses`).
import { z } from 'zod';
import { API_SCOPES } from '../domain/api-scopes';
import { locationIdsSchema } from './locations';
import { TEXT_LIMITS, tooLongMessage } from './text-limits';
import { timestampSchema } from './wire';

export const createApiTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(TEXT_LIMITS.name, tooLongMessage('Name', TEXT_LIMITS.name)),
  scopes: z
    .array(z.enum(API_SCOPES, { error: 'Unknown scope' }))
    .min(1, 'Choose at least one scope')
    .max(API_SCOPES.length),
  /** Absent or null: the token never expires. */
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Expiry must be a date and time' })
    .nullish()
    .refine((value) => !value || Date.parse(value) > Date.now(), 'Expiry must be in the future'),
  /** Absent or null: every location. Else the token acts as a manager of these locations only. */
  locationIds: locationIdsSchema.nullish(),
});
export type CreateApiToken = z.input<typeof createApiTokenSchema>;

export const apiTokenResponse = z.object({
  id: z.number(),
  name: z.string(),
  displayPrefix: z.string(),
  scopes: z.array(z.string()),
  /** Null: every location. */
  locationIds: z.array(z.number()).nullable(),
  expiresAt: timestampSchema.nullable(),
  lastUsedAt: timestampSchema.nullable(),
  revokedAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type ApiTokenView = z.output<typeof apiTokenResponse>;

export const apiTokenListResponse = z.array(apiTokenResponse);

/** The one answer that carries the token. */
export const createdApiTokenResponse = z.object({
  apiToken: apiTokenResponse,
  token: z.string(),
});
export type CreatedApiToken = z.output<typeof createdApiTokenResponse>;
