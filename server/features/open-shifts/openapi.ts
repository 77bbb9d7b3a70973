// Open-shift routes as the OpenAPI document describes them (see server/openapi/operation.ts).
import {
  claimDecisionSchema,
  claimsQuerySchema,
  offerRangeSchema,
  offerShiftSchema,
  openShiftsQuerySchema,
} from '@shared/validators/open-shifts';
import {
  bidAwardListResponse,
  bidAwardResponse,
  claimForReviewListResponse,
  claimResponse,
  myClaimListResponse,
  offeredCountResponse,
  openShiftListResponse,
} from '@shared/validators/open-shifts-responses';
import { shiftResponse } from '@shared/validators/shifts-responses';
import { idParams } from '../../http/validate';
import { describeRoutes } from '../../openapi/operation';

const NO_SHIFT = 'No such shift in the organization.';
const NO_CLAIM = 'No such claim the caller may act on.';

export const openShiftOperations = describeRoutes('Open shifts', {
  'POST /api/shifts/:id/offer': {
    summary: "Offer a shift's open places to the people who may take them",
    description:
      "Without `claimMode` (or with null) the organization's claim mode applies. Bid mode opens a bid window of the organization's length. The people who may take a place are notified once.",
    access: 'manager',
    params: idParams(),
    body: offerShiftSchema,
    answer: shiftResponse,
    errors: { 404: NO_SHIFT, 409: 'The shift is a draft, has started, or has no open place.' },
    examples: { body: { claimMode: 'approval' } },
  },
  'DELETE /api/shifts/:id/offer': {
    summary: 'Take an offer back',
    access: 'manager',
    params: idParams(),
    answer: shiftResponse,
    errors: { 404: NO_SHIFT, 409: 'Claims on the shift wait for a decision.' },
  },
  'POST /api/shifts/offers': {
    summary: "Offer the open places of every published shift of a range ('Offer open places')",
    description:
      'Shifts already offered, started or full are left as they are. Each person who may take a place hears once for the whole range.',
    access: 'manager',
    body: offerRangeSchema,
    answer: offeredCountResponse,
    examples: { body: { start: '2030-01-07', end: '2030-01-13' } },
  },
  'GET /api/open-shifts': {
    summary: 'The offered places the caller may take',
    description:
      'Only places the shared assignment rules let the caller take. Without dates: four weeks from today; at most 62 days.',
    access: 'user',
    query: openShiftsQuerySchema,
    answer: openShiftListResponse,
  },
  'POST /api/open-shifts/:shiftId/claims': {
    summary: 'Pick up an offered place (first come) or ask for it (approval, bid)',
    access: 'user',
    params: idParams('shiftId'),
    answer: claimResponse,
    status: 201,
    errors: {
      404: NO_SHIFT,
      409: 'Not offered, started, no open place left, already asked, or a scheduling rule the caller would break (in its words).',
    },
  },
  'GET /api/open-shifts/claims/mine': {
    summary: "The caller's claims, newest first",
    access: 'user',
    answer: myClaimListResponse,
  },
  'DELETE /api/open-shifts/claims/:id': {
    summary: 'Withdraw a pending claim one made',
    access: 'user',
    params: idParams(),
    answer: claimResponse,
    errors: { 404: NO_CLAIM, 409: 'The claim is no longer pending.' },
  },
  'GET /api/open-shifts/claims': {
    summary: 'Pending claims to review, with warnings, hours and cost',
    description:
      "Without dates: claims for shifts from today for 62 days. `locationId` keeps one location's shifts; a location manager sees only theirs.",
    access: 'manager',
    query: claimsQuerySchema,
    answer: claimForReviewListResponse,
    errors: { 404: "No such location, or not one of the caller's." },
  },
  'POST /api/open-shifts/claims/:id/decision': {
    summary: 'Approve or decline a pending claim',
    access: 'manager',
    params: idParams(),
    body: claimDecisionSchema,
    answer: claimResponse,
    errors: {
      404: NO_CLAIM,
      409: 'Already decided, no open place left, or the claimant would now break a scheduling rule.',
    },
    examples: { body: { decision: 'decline', reason: 'Already covered' } },
  },
  'GET /api/open-shifts/awards': {
    summary: 'Bid awards waiting for a manager to apply them',
    description:
      "When a bid window closes with the organization's review of bid awards on, the fill's picks among the bidders wait here. A location manager sees, and applies, only the awards whose shifts are all at their locations.",
    access: 'manager',
    answer: bidAwardListResponse,
  },
  'POST /api/open-shifts/awards/:id/apply': {
    summary: "Apply a bid award: place each pick that still holds, lose the window's other bids",
    description:
      'Each pick is judged again (its bid pending, a place open, every scheduling rule); a pick that no longer holds is skipped with the reason.',
    access: 'manager',
    params: idParams(),
    answer: bidAwardResponse,
    errors: { 404: 'No such award in the organization.', 409: 'The award was already applied.' },
  },
});
