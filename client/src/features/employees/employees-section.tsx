// The Employee Management tab's team list: loading, empty, or the table, with the Edit dialog.
import { useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { EditEmployeeDialog } from './edit-employee-dialog';
import { EmployeeTable } from './employee-table';
import type { Employee } from '@/lib/employees-query';
import { useEmployees } from './use-employees';
import { useTeamWeeklyHours } from './use-team-weekly-hours';

export function EmployeesSection({
  currentUserId,
  about,
}: {
  currentUserId: number | undefined;
  /** Passed to the Edit dialog: what other features show of the person. */
  about?: (employeeId: number) => ReactNode;
}) {
  const employees = useEmployees();
  const weeklyHours = useTeamWeeklyHours();
  const [editingId, setEditingId] = useState<number | null>(null);
  // Looked up on each render: the dialog shows the list's latest copy of the person.
  const editing = employees.data?.find((employee) => employee.id === editingId) ?? null;

  return (
    <section
      aria-labelledby="employees-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="employees-heading" className="text-lg font-semibold text-slate-900">
        Employees
      </h2>
      {employees.isPending && (
        <div className="flex justify-center py-8">
          <Spinner label="Loading employees" />
        </div>
      )}
      {employees.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {employees.error.message}
        </p>
      )}
      {employees.data?.length === 0 && (
        <p className="mt-3 text-sm text-slate-500">No employees found</p>
      )}
      {employees.data && employees.data.length > 0 && (
        <div className="mt-2">
          <EmployeeTable
            employees={employees.data}
            weeklyHours={weeklyHours.data}
            currentUserId={currentUserId}
            onEdit={(employee: Employee) => setEditingId(employee.id)}
          />
        </div>
      )}
      <EditEmployeeDialog
        employee={editing}
        currentUserId={currentUserId}
        onClose={() => setEditingId(null)}
        about={about}
      />
    </section>
  );
}
