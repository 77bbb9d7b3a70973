// Role view: managers can act as manager or employee, employees only as employee. The
// choice is remembered per user id and restored only while that user may still use it.
import { useState } from 'react';
import { STORAGE_KEYS } from './storage-keys';
import { readUserEntry, writeUserEntry } from './storage';

export type RoleView = 'manager' | 'employee';

export function availableRoleViews(role: string): RoleView[] {
  if (role === 'manager') return ['manager', 'employee'];
  if (role === 'employee') return ['employee'];
  return [];
}

/** The stored choice if still allowed, else the user's own role, else the first available. */
export function resolveRoleView(role: string, stored: string | null): RoleView | null {
  const allowed = availableRoleViews(role);
  return (
    allowed.find((view) => view === stored) ??
    allowed.find((view) => view === role) ??
    allowed[0] ??
    null
  );
}

export function readStoredRoleView(userId: number) {
  return readUserEntry(STORAGE_KEYS.selectedRole, userId);
}

export function storeRoleView(userId: number, view: RoleView) {
  writeUserEntry(STORAGE_KEYS.selectedRole, userId, view);
}

/** Mount it under `key={user.id}`: the remembered choice is read once per user. */
export function useRoleView(user: { id: number; role: string }) {
  const [stored, setStored] = useState(() => readStoredRoleView(user.id));
  const setRoleView = (view: RoleView) => {
    storeRoleView(user.id, view);
    setStored(view);
  };
  return {
    roles: availableRoleViews(user.role),
    roleView: resolveRoleView(user.role, stored),
    setRoleView,
  };
}
