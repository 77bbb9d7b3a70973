// The document's own routes, described like any other.
import { z } from 'zod';
import { describeRoutes } from './operation';

export const referenceOperations = describeRoutes('Reference', {
  'GET /api/openapi.json': {
    summary: 'This document',
    access: 'public',
    answer: z.record(z.string(), z.unknown()).meta({ description: 'An OpenAPI 3.1 document.' }),
  },
  'GET /api/docs': {
    summary: 'A readable reference of this document',
    access: 'public',
    answer: { mediaType: 'text/html', description: 'The reference page.' },
  },
  'GET /api/docs/scalar.js': {
    summary: "The reference page's renderer",
    access: 'public',
    answer: {
      mediaType: 'text/javascript',
      description: 'Scalar API Reference, served from here.',
    },
  },
  'GET /api/docs/start.js': {
    summary: "The reference page's settings",
    access: 'public',
    answer: { mediaType: 'text/javascript', description: 'Starts the renderer on this document.' },
  },
});
