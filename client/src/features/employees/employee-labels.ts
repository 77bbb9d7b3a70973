// How an employee's settings read in lists and forms.
import type { EmployeeUpdate } from '@shared/validators/accounts';
import { formatHours } from '@shared/domain/hours';

export const ROLE_LABELS: Record<EmployeeUpdate['role'], string> = {
  employee: 'Employee',
  manager: 'Manager',
};

export const EMPLOYEE_TYPE_LABELS: Record<EmployeeUpdate['employeeType'], string> = {
  hourly: 'Hourly',
  salaried: 'Salaried',
};

export function formatWeeklyLimit(hours: number): string {
  return `${formatHours(hours)} h/week`;
}
