// The Time clock card's fields and the kiosks' answers: the server's own schemas.
import type { z } from 'zod';
import type { timeClockSettingsSchema } from '@shared/validators/clock';

export { timeClockSettingsSchema } from '@shared/validators/clock';
export {
  createdKioskResponse as createdKioskSchema,
  kioskListResponse as kioskListSchema,
  revokedKioskResponse as revokedKioskSchema,
  timeClockSettingsResponse,
} from '@shared/validators/generated/clock-responses';

export type TimeClockSettings = z.output<typeof timeClockSettingsSchema>;
