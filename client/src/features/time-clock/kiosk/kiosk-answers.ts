// The kiosk's answers as its screens name them; the schemas are the server's own (generated).
import type { z } from 'zod/mini';
import type {
  kioskBoardResponse,
  kioskPunchKeyResponse,
  kioskPunchResponse,
} from '@shared/validators/generated/clock-responses';

export {
  kioskBoardResponse as kioskBoardSchema,
  kioskPunchKeyResponse as kioskPunchKeySchema,
  kioskPunchResponse as kioskPunchSchema,
} from '@shared/validators/generated/clock-responses';

export type KioskBoard = z.infer<typeof kioskBoardResponse>;
export type KioskPerson = KioskBoard['people'][number];
export type KioskPunchAnswer = z.infer<typeof kioskPunchResponse>;
export type KioskPunchKey = z.infer<typeof kioskPunchKeyResponse>;
