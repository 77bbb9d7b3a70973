// Every key the client keeps in web storage. What is stored belongs to the signed-in user and is
// cleared at sign-out (DESIGN, API conventions).
import { removeStorage, removeUserEntry } from './storage';

export const STORAGE_KEYS = {
  /**
   * localStorage, JSON object mapping user id to the chosen role view, e.g. {"7":"employee"}
   * (spec 4: remembered per user id under selectedRole).
   */
  selectedRole: 'selectedRole',
  /** localStorage, the manager dashboard's last tab, e.g. "requests". */
  managerActiveTab: 'managerActiveTab',
  /** localStorage, the employee dashboard's last tab, e.g. "preferences". */
  employeeActiveTab: 'employeeActiveTab',
} as const;

/** Sign-out: forget this user's role view and the dashboards' last tabs. */
export function clearUserStorage(userId: number) {
  removeUserEntry(STORAGE_KEYS.selectedRole, userId);
  removeStorage(STORAGE_KEYS.managerActiveTab);
  removeStorage(STORAGE_KEYS.employeeActiveTab);
}
