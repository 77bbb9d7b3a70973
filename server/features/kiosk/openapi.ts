// Kiosk routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  kioskInputSchema,
  kioskPunchSchema,
  sealedKioskPunchSchema,
} from '@shared/validators/clock';
import {
  createdKioskResponse,
  kioskBoardResponse,
  kioskListResponse,
  kioskPunchKeyResponse,
  kioskPunchResponse,
  revokedKioskResponse,
} from '@shared/validators/clock-responses';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';

const HEADER =
  'Called by a kiosk with its `X-Kiosk-Token` header, never with a session: an unknown or revoked token answers 401 "This kiosk is no longer active".';

/** A punch is refused alike whether it was made online or sealed offline. */
const PUNCH_ERRORS = {
  401: 'An unknown or revoked kiosk token, or a PIN that does not match.',
  404: "The person does not work at the kiosk's location.",
  409: 'The person has no PIN yet, or the punch does not follow from their clock.',
  429: '5 refused punches in 15 minutes, per kiosk or per person.',
};

export const kioskOperations = describeRoutes('Kiosks', {
  'GET /api/kiosks': {
    summary: "The organization's active kiosks (a location manager: their locations')",
    access: 'manager',
    answer: kioskListResponse,
  },
  'POST /api/kiosks': {
    summary: "Turn a browser into a location's kiosk: the token is shown this once",
    access: 'manager',
    body: kioskInputSchema,
    answer: createdKioskResponse,
    status: 201,
    errors: { 404: "No such location within the manager's locations." },
    examples: { body: { locationId: 1, name: 'Front door' } },
  },
  'DELETE /api/kiosks/:id': {
    summary: 'Revoke a kiosk: its token stops working at once',
    access: 'manager',
    params: idParams(),
    answer: revokedKioskResponse,
    errors: { 404: "No such active kiosk within the manager's locations." },
  },
  'GET /api/kiosk/board': {
    summary: "The kiosk's board: who is on shift, expected today, or clocked in at its location",
    description: HEADER,
    access: 'public',
    answer: kioskBoardResponse,
    errors: { 401: 'An unknown or revoked kiosk token.' },
  },
  'POST /api/kiosk/punch': {
    summary: 'Punch at a kiosk with a PIN',
    description: `${HEADER} The same \`idempotencyKey\` again answers 200 with the first punch.`,
    access: 'public',
    body: kioskPunchSchema,
    answer: kioskPunchResponse,
    status: 201,
    repeatAnswersOk: true,
    errors: PUNCH_ERRORS,
  },
  'GET /api/kiosk/punch-key': {
    summary: "The public key a kiosk seals a punch made offline to (the organization's)",
    description: `${HEADER} The key is RSA (2048 bits) for RSA-OAEP with SHA-256; the private half never leaves the server.`,
    access: 'public',
    answer: kioskPunchKeyResponse,
    errors: { 401: 'An unknown or revoked kiosk token.' },
  },
  'POST /api/kiosk/offline-punch': {
    summary: 'Send a kiosk punch made offline, sealed to the kiosk key',
    description: `${HEADER} \`sealed\` is the JSON of a kiosk punch (\`employeeId\`, \`pin\`, \`kind\`, \`idempotencyKey\`, and \`deviceTime\`, the device's clock at the tap) encrypted with RSA-OAEP (SHA-256) to the key from \`GET /api/kiosk/punch-key\`, base64. It is checked as \`POST /api/kiosk/punch\` checks a punch and recorded at \`deviceTime\`, marked recorded offline; the same \`idempotencyKey\` again answers 200 with the first punch. Anything not sealed to this organization's key answers 400.`,
    access: 'public',
    body: sealedKioskPunchSchema,
    answer: kioskPunchResponse,
    status: 201,
    repeatAnswersOk: true,
    errors: PUNCH_ERRORS,
    examples: { body: { sealed: 'kT3xQ0Zp8vWm2rYc4N1aLb6Hd9Ue7Jf5Sg0Tk3Vo2Xw=' } },
  },
});
