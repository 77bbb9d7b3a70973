// The time clock's routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  clockInSchema,
  clockPinSchema,
  punchInputSchema,
  timeClockSettingsSchema,
} from '@shared/validators/clock';
import {
  clockResponse,
  punchResultResponse,
  timeClockSettingsResponse,
} from '@shared/validators/clock-responses';
import { messageResponse } from '@shared/validators/wire';
import { describeRoutes } from '../../openapi/operation';

const OFFLINE =
  'A `deviceTime` marks a punch recorded offline: it counts at that time (not more than 5 minutes ahead, nor 7 days old) and is judged in time order.';
const REPEAT =
  'The same `idempotencyKey` again answers 200 with the first punch; nothing new is made.';

const laterPunch = (summary: string, refusals: string) => ({
  summary,
  description: `${OFFLINE} ${REPEAT}`,
  access: 'user' as const,
  body: punchInputSchema,
  answer: punchResultResponse,
  status: 201 as const,
  repeatAnswersOk: true,
  errors: { 409: refusals },
});

export const timeClockOperations = describeRoutes('Time clock', {
  'GET /api/clock': {
    summary: "The caller's clock: state, the shift to clock in for, today's punches",
    access: 'user',
    answer: clockResponse,
  },
  'POST /api/clock/in': {
    summary: 'Clock in',
    description: `For the shift named, or the one whose clock-in is open; without a shift only where the organization allows it, and then with a reason (400 without one). Outside the location's geofence the punch is flagged, or refused when the organization says so. ${OFFLINE} ${REPEAT}`,
    access: 'user',
    body: clockInSchema,
    answer: punchResultResponse,
    status: 201,
    repeatAnswersOk: true,
    errors: {
      404: "The shift named is not one of the caller's shifts around now.",
      409: "Already clocked in; the shift's clock-in is not open yet; no shift to clock in for; outside the location's area in refuse mode.",
    },
    examples: {
      body: {
        idempotencyKey: 'a3c1f0e2-7b4d-4c8e',
        position: { lat: 51.5, lng: -0.12, accuracy: 12 },
      },
    },
  },
  'POST /api/clock/out': laterPunch('Clock out', 'Not clocked in, or on a break.'),
  'POST /api/clock/break-start': laterPunch(
    'Start a break',
    'Not clocked in, or already on a break.',
  ),
  'POST /api/clock/break-end': laterPunch('End the break', 'Not clocked in, or not on a break.'),
  'PUT /api/clock/pin': {
    summary: 'Set the PIN the caller types at a kiosk',
    access: 'user',
    body: clockPinSchema,
    answer: messageResponse,
    status: 204,
  },

  'GET /api/settings/time-clock': {
    summary: "The organization's time clock and pay rules (the defaults until saved)",
    access: 'manager',
    answer: timeClockSettingsResponse,
  },
  'PUT /api/settings/time-clock': {
    summary: 'Save every time clock setting',
    access: 'manager',
    body: timeClockSettingsSchema,
    answer: timeClockSettingsResponse,
    errors: { 403: 'Location managers cannot change rules that hold for every location.' },
  },
});
