// Every feature's route table, in the order the document lists them. A feature that mounts
// routes adds its table here; the coverage test names any route that is missing.
import { apiTokenOperations } from '../features/api-tokens/openapi';
import { authOperations } from '../features/auth/openapi';
import { autoScheduleOperations } from '../features/auto-schedule/openapi';
import { draftOperations } from '../features/drafts/openapi';
import { employeeOperations } from '../features/employees/openapi';
import { invitationOperations } from '../features/invitations/openapi';
import { liveEventOperations } from '../features/live-events/openapi';
import { notificationOperations } from '../features/notifications/openapi';
import { notificationPreferenceOperations } from '../features/notification-preferences/openapi';
import { pushOperations } from '../features/push/openapi';
import { openShiftOperations } from '../features/open-shifts/openapi';
import { organizationDataOperations } from '../features/organization-data/openapi';
import { passwordResetOperations } from '../features/password-reset/openapi';
import { locationOperations } from '../features/locations/openapi';
import { positionOperations } from '../features/positions/openapi';
import { preferenceOperations } from '../features/preferences/openapi';
import { reportOperations } from '../features/reports/openapi';
import { scheduleCopyOperations } from '../features/schedule-copy/openapi';
import { settingsOperations } from '../features/settings/openapi';
import { sharingOperations } from '../features/sharing/openapi';
import { shiftOperations } from '../features/shifts/openapi';
import { signupOperations } from '../features/signup/openapi';
import { swapOperations } from '../features/swaps/openapi';
import { timeClockOperations } from '../features/time-clock/openapi';
import { kioskOperations } from '../features/kiosk/openapi';
import { timeOffOperations } from '../features/time-off/openapi';
import { timesheetOperations } from '../features/timesheets/openapi';
import { unavailabilityOperations } from '../features/unavailability/openapi';
import { webhookOperations } from '../features/webhooks/openapi';
import type { FeatureOperations } from './operation';
import { referenceOperations } from './reference-operations';

export const FEATURE_OPERATIONS: FeatureOperations[] = [
  authOperations,
  signupOperations,
  passwordResetOperations,
  invitationOperations,
  employeeOperations,
  locationOperations,
  positionOperations,
  unavailabilityOperations,
  preferenceOperations,
  shiftOperations,
  draftOperations,
  openShiftOperations,
  timeClockOperations,
  kioskOperations,
  scheduleCopyOperations,
  autoScheduleOperations,
  swapOperations,
  timeOffOperations,
  notificationOperations,
  liveEventOperations,
  notificationPreferenceOperations,
  pushOperations,
  reportOperations,
  timesheetOperations,
  settingsOperations,
  organizationDataOperations,
  sharingOperations,
  apiTokenOperations,
  webhookOperations,
  referenceOperations,
];
