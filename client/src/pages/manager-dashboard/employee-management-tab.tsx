// The Employee Management tab (manager tab 'coaches'): the team, the Invite Employee
// dialog and the invitations screen. The dashboard puts these features together; they know nothing
// of each other. Reached by ?tab=invitations, the page scrolls to the invitations once both lists
// have loaded (before that, the employee list would still grow above them).
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { EmployeesSection } from '@/features/employees/employees-section';
import { useEmployees } from '@/features/employees/use-employees';
import { InvitationsSection } from '@/features/invitations/invitations-section';
import { InviteEmployeeDialog } from '@/features/invitations/invite-employee-dialog';
import { useInvitations } from '@/features/invitations/use-invitations';

export function EmployeeManagementTab() {
  const { data: user } = useCurrentUser();
  const [params] = useSearchParams();
  const linkedToInvitations = params.get('tab') === 'invitations';
  const employees = useEmployees();
  const invitations = useInvitations();
  const loaded = employees.isSuccess && invitations.isSuccess;
  const invitationsRef = useRef<HTMLElement>(null);

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
      <EmployeesSection currentUserId={user?.id} />
      <InvitationsSection ref={invitationsRef} />
    </div>
  );
}
