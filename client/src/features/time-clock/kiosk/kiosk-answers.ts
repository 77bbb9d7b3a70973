// What the kiosk's routes answer: the location's board and a punch made by PIN.
import { z } from 'zod';
import { clockPunchSchema, clockShiftSchema, clockStates } from '../clock-answers';

export const kioskBoardSchema = z.object({
  location: z.object({ id: z.number(), name: z.string(), timeZone: z.string() }),
  people: z.array(
    z.object({
      employeeId: z.number(),
      name: z.string(),
      state: z.enum(clockStates),
      since: z.string().nullable(),
      shift: clockShiftSchema.nullable(),
    }),
  ),
});
export type KioskBoard = z.infer<typeof kioskBoardSchema>;
export type KioskPerson = KioskBoard['people'][number];

export const kioskPunchSchema = z.object({
  name: z.string(),
  state: z.enum(clockStates),
  punch: clockPunchSchema,
});
export type KioskPunchAnswer = z.infer<typeof kioskPunchSchema>;
