// The Employee Management tab (manager tab 'coaches'): the team, the Invite Employee
// dialog and the invitations screen; a person's profile shows their preferences too. The dashboard puts these features together; they know nothing
// of each other. Both lists, and the week's hours beside each person, arrive before either is
// shown: one loading indicator stands where they will be, so the invitations never jump down as
// the team list grows above them, and ?tab=invitations scrolls to where they finally sit.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { EmployeesSection } from '@/features/employees/employees-section';
import { useEmployees } from '@/features/employees/use-employees';
import { useTeamWeeklyHours } from '@/features/employees/use-team-weekly-hours';
import { InvitationsSection } from '@/features/invitations/invitations-section';
import { InviteEmployeeDialog } from '@/features/invitations/invite-employee-dialog';
import { useInvitations } from '@/features/invitations/use-invitations';
import { PreferencesPanel } from '@/features/preferences/preferences-panel';
import type { Employee } from '@/lib/employees-query';

// Loaded when a manager opens someone's Edit dialog.
const EmployeeNotificationPreferences = lazy(
  () => import('@/features/notification-preferences/employee-notification-preferences'),
);

/** A person's notification preferences, read-only, in their Edit dialog. */
function notificationPreferencesOf(employeeId: number) {
  return (
    <section aria-labelledby="employee-notifications-heading" className="mt-8">
      <h3 id="employee-notifications-heading" className="text-sm font-semibold text-slate-900">
        Notification preferences
      </h3>
      <div className="mt-3">
        <Suspense fallback={<Spinner label="Loading notification preferences" />}>
          <EmployeeNotificationPreferences employeeId={employeeId} />
        </Suspense>
      </div>
    </section>
  );
}

export function EmployeeManagementTab() {
  const { data: user } = useCurrentUser();
  const [params] = useSearchParams();
  const linkedToInvitations = params.get('tab') === 'invitations';
  const employees = useEmployees();
  const invitations = useInvitations();
  const weeklyHours = useTeamWeeklyHours();
  // A failed read counts as arrived: its section shows the error in place.
  const loaded = !employees.isPending && !invitations.isPending && !weeklyHours.isPending;
  const invitationsRef = useRef<HTMLElement>(null);
  const preferencesOf = (employee: Employee) => (
    <section aria-labelledby="profile-preferences" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="profile-preferences" className="mb-2 text-base font-semibold text-slate-900">
        Preferences
      </h3>
      <PreferencesPanel employeeId={employee.id} />
    </section>
  );
  const profileExtra = (employee: Employee) => (
    <>
      {preferencesOf(employee)}
      {notificationPreferencesOf(employee.id)}
    </>
  );

  useEffect(() => {
    if (linkedToInvitations && loaded) invitationsRef.current?.scrollIntoView({ block: 'start' });
  }, [linkedToInvitations, loaded]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Employee Management</h2>
          <p className="mt-1 text-sm text-slate-600">
            Invite people to your team and set their hours, type and role.
          </p>
        </div>
        <InviteEmployeeDialog />
      </div>
      {loaded ? (
        <>
          <EmployeesSection currentUserId={user?.id} profileExtra={profileExtra} />
          <InvitationsSection ref={invitationsRef} />
        </>
      ) : (
        <Spinner label="Loading the team" className="w-full justify-center py-12" />
      )}
    </div>
  );
}
