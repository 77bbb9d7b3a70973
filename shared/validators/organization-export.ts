// An organization's export as it downloads: every table's rows, with a manifest to check it by.
// Rows are free-form (each table has its own columns), which the client's generated schemas
// cannot express; the client never parses this, it saves it.
import { z } from 'zod';

/** An organization's whole data; rows are free-form, since each table has its own columns. */
export const organizationExportResponse = z.object({
  exportedAt: z.string(),
  organizationId: z.number(),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  manifest: z.object({ rows: z.record(z.string(), z.number()), sha256: z.string() }),
});
