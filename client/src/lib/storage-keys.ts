// Every key the client keeps in web storage. What localStorage holds belongs to the signed-in user
// and is cleared at sign-out, so a shared device shows nobody the last person's choices.
import { removeStorage, removeUserEntry } from './storage';

export const STORAGE_KEYS = {
  /**
   * localStorage, JSON object mapping user id to the chosen role view, e.g. {"7":"employee"}
   * (remembered per user id under selectedRole).
   */
  selectedRole: 'selectedRole',
  /**
   * localStorage, JSON object mapping user id to the location the manager's views show, e.g.
   * {"7":"3"}, or {"7":"all"} for every location.
   */
  managerLocation: 'managerLocation',
  /** localStorage, the manager dashboard's last tab, e.g. "requests". */
  managerActiveTab: 'managerActiveTab',
  /** localStorage, the employee dashboard's last tab, e.g. "preferences". */
  employeeActiveTab: 'employeeActiveTab',
  /**
   * sessionStorage, the token of the invitation being accepted, e.g. "Xk2...". Set by the
   * invitation page, read by the registration card, removed after registration. It is
   * kept before anyone signs in, so sign-out does not touch it.
   */
  invitationToken: 'invitationToken',
  /** localStorage, "1" once a manager chose 'Start empty' over the example week. */
  exampleWeekDismissed: 'exampleWeekDismissed',
  /** localStorage, "1" once the person chose 'Not now' on the dashboard's notification offer. */
  pushOfferDismissed: 'pushOfferDismissed',
  /**
   * localStorage, JSON object mapping user id to how the team grid groups its rows, e.g.
   * {"7":"position"} ("none" when chosen off).
   */
  teamGridGrouping: 'teamGridGrouping',
  /**
   * localStorage, the device token of the kiosk this browser is, e.g. "Xk2...". It belongs to the
   * device, not to a person, so sign-out leaves it.
   */
  kioskToken: 'kioskToken',
  /**
   * localStorage, the kiosk's last board and its organization's public punch key, each as
   * {"token": "...", "keptAt": 1700000000000, "value": {...}}: a kiosk reloaded while offline
   * still shows who is expected and saves punches sealed. The device's, like its token.
   */
  kioskBoard: 'kioskBoard',
  kioskPunchKey: 'kioskPunchKey',
} as const;

/**
 * Sign-out: forget this user's role view, team grid grouping, chosen location, the dashboards'
 * last tabs and dismissed offers.
 */
export function clearUserStorage(userId: number) {
  removeUserEntry(STORAGE_KEYS.selectedRole, userId);
  removeUserEntry(STORAGE_KEYS.teamGridGrouping, userId);
  removeUserEntry(STORAGE_KEYS.managerLocation, userId);
  removeStorage(STORAGE_KEYS.managerActiveTab);
  removeStorage(STORAGE_KEYS.employeeActiveTab);
  removeStorage(STORAGE_KEYS.exampleWeekDismissed);
  removeStorage(STORAGE_KEYS.pushOfferDismissed);
}
