// What an organization API token may do. A scope is `read` or `write` for every area, or the
// same for one area. Write includes read: a tool that changes shifts has to read them first.
// The areas follow the API's concepts; a route names its area in server/auth/token-scopes.ts.

export const API_AREAS = [
  'shifts',
  'time-off',
  'swaps',
  'employees',
  'unavailability',
  'reports',
  'timesheets',
  'settings',
] as const;
export type ApiArea = (typeof API_AREAS)[number];
export type ApiAccess = 'read' | 'write';

export const API_SCOPES = [
  'read',
  'write',
  ...API_AREAS.flatMap((area) => [`${area}:read`, `${area}:write`] as const),
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Whether `granted` lets a token `access` the `area`. */
export function scopesAllow(granted: readonly string[], area: ApiArea, access: ApiAccess): boolean {
  const enough = (level: string) =>
    access === 'read' ? level === 'read' || level === 'write' : level === 'write';
  return granted.some((scope) => {
    const [first, second] = scope.split(':');
    if (second === undefined) return enough(first ?? '');
    return first === area && enough(second);
  });
}
