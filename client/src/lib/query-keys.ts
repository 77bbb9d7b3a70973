// Cache keys that more than one feature reads or refreshes. A key is the API path: the default
// loader GETs it.

/** GET /api/employees: the organization's people. Inviting someone refreshes it too. */
export const EMPLOYEES_KEY = ['/api/employees'] as const;

/** GET /api/employees/weekly-hours: this week's scheduled hours per person. Shift changes refresh it. */
export const TEAM_WEEKLY_HOURS_KEY = ['/api/employees/weekly-hours'] as const;

/** Every shift read starts with this key, so a change refreshes weeks, months and ranges at once. */
export const SHIFTS_KEY = ['/api/shifts'] as const;

/** GET /api/shifts/range?start&end: the manager's month and the employee's schedule. */
export const rangeShiftsKey = (start: string, end: string) =>
  [...SHIFTS_KEY, 'range', start, end] as const;

/** GET /api/organization-settings: read by the settings cards, the organization's day, the grid's rest rule. */
export const ORGANIZATION_SETTINGS_KEY = ['/api/organization-settings'] as const;
