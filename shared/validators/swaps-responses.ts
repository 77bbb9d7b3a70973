// What the swap routes answer: requests with their two shifts and two people (a person who has
// left is named by the name stored with the request, with no id), and the lookups' shifts.
// The client's copy is generated/swaps-responses.ts (`npm run generate:responses`).
import { createSelectSchema } from 'drizzle-zod';
import { z } from 'zod';
import { swapRequests, shifts } from '../schema';
import { wireRow } from './wire';

const requestShift = createSelectSchema(shifts)
  .pick({ id: true, title: true, date: true, startTime: true, duration: true })
  .nullable();
const requestPerson = z
  .object({
    id: z.number().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  })
  .nullable();

export const swapRequestResponse = wireRow(createSelectSchema(swapRequests))
  .omit({ organizationId: true, requestingEmployeeName: true, targetEmployeeName: true })
  .extend({
    requestingShift: requestShift,
    targetShift: requestShift,
    requestingEmployee: requestPerson,
    targetEmployee: requestPerson,
  });
export type SwapRequestResponse = z.infer<typeof swapRequestResponse>;
export const swapRequestListResponse = z.array(swapRequestResponse);
