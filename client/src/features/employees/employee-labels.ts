// How an employee's settings read in lists and forms.
import type { EmployeeUpdate } from '@shared/validators/accounts';

export const ROLE_LABELS: Record<EmployeeUpdate['role'], string> = {
  employee: 'Employee',
  manager: 'Manager',
};

export const EMPLOYEE_TYPE_LABELS: Record<EmployeeUpdate['employeeType'], string> = {
  hourly: 'Hourly',
  salaried: 'Salaried',
};

export function formatWeeklyLimit(hours: number): string {
  return `${hours} h/week`;
}
