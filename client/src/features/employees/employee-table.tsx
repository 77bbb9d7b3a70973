// The team as a table from 768 px up (Tailwind md) and as cards below, where six columns would not
// fit a phone (mobile breakpoint 768 px).
import { Pencil } from 'lucide-react';
import { displayName } from '@shared/domain/display-name';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EMPLOYEE_TYPE_LABELS, formatWeeklyLimit, ROLE_LABELS } from './employee-labels';
import { HoursThisWeek } from './hours-this-week';
import type { Employee } from '@/lib/employees-query';
import type { WeeklyHours } from '@/lib/weekly-hours';

interface EmployeeTableProps {
  employees: Employee[];
  /** This week's scheduled hours by employee id; absent while loading. */
  weeklyHours: Map<number, WeeklyHours> | undefined;
  currentUserId: number | undefined;
  onEdit: (employee: Employee) => void;
}

function RoleBadge({ role }: { role: Employee['role'] }) {
  return <Badge variant={role === 'manager' ? 'brand' : 'neutral'}>{ROLE_LABELS[role]}</Badge>;
}

function EditButton({ employee, onEdit }: { employee: Employee; onEdit: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onEdit}>
      <Pencil aria-hidden className="size-3.5" />
      Edit <span className="sr-only">{displayName(employee, employee.email)}</span>
    </Button>
  );
}

export function EmployeeTable({
  employees,
  weeklyHours,
  currentUserId,
  onEdit,
}: EmployeeTableProps) {
  const name = (employee: Employee) =>
    `${displayName(employee, employee.email)}${employee.id === currentUserId ? ' (you)' : ''}`;

  return (
    <>
      <table className="hidden w-full text-left text-sm md:table">
        <thead className="border-b border-slate-200 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Name
            </th>
            <th scope="col" className="py-2 pr-4">
              Email
            </th>
            <th scope="col" className="py-2 pr-4">
              Role
            </th>
            <th scope="col" className="py-2 pr-4">
              Type
            </th>
            <th scope="col" className="py-2 pr-4">
              Weekly limit
            </th>
            <th scope="col" className="py-2 pr-4">
              This week
            </th>
            <th scope="col" className="py-2 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {employees.map((employee) => (
            <tr key={employee.id}>
              <td className="py-3 pr-4 font-medium text-slate-900">{name(employee)}</td>
              <td className="py-3 pr-4 break-all text-slate-600">{employee.email}</td>
              <td className="py-3 pr-4">
                <RoleBadge role={employee.role} />
              </td>
              <td className="py-3 pr-4 text-slate-700">
                {EMPLOYEE_TYPE_LABELS[employee.employeeType]}
              </td>
              <td className="py-3 pr-4 text-slate-700">
                {formatWeeklyLimit(employee.weeklyHoursLimit)}
              </td>
              <td className="py-3 pr-4 text-slate-700">
                <HoursThisWeek hours={weeklyHours?.get(employee.id)} />
              </td>
              <td className="py-3 text-right">
                <EditButton employee={employee} onEdit={() => onEdit(employee)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-slate-100 md:hidden" aria-label="Employees">
        {employees.map((employee) => (
          <li key={employee.id} className="flex items-start justify-between gap-3 py-4">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{name(employee)}</p>
              <p className="text-sm break-all text-slate-600">{employee.email}</p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <RoleBadge role={employee.role} />
                <span>{EMPLOYEE_TYPE_LABELS[employee.employeeType]}</span>
                <span aria-hidden>·</span>
                <span>{formatWeeklyLimit(employee.weeklyHoursLimit)}</span>
                <span aria-hidden>·</span>
                <span>
                  This week: <HoursThisWeek hours={weeklyHours?.get(employee.id)} />
                </span>
              </div>
            </div>
            <EditButton employee={employee} onEdit={() => onEdit(employee)} />
          </li>
        ))}
      </ul>
    </>
  );
}
