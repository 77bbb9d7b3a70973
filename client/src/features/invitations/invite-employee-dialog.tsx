// 'Invite Employee' and the Invite New Employee dialog: the form, then the created
// invitation's link. Every opening starts with an empty form.
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { invitationUrl } from './invitation';
import { InvitationCreated } from './invitation-created';
import { InviteEmployeeForm } from './invite-employee-form';
import { useCreateInvitation } from './use-create-invitation';

export function InviteEmployeeDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateInvitation();
  const created = create.data;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) create.reset();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden className="size-4" />
          Invite Employee
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Invite New Employee"
        description={
          created ? undefined : "They'll get an email with a link to create their account."
        }
      >
        {created ? (
          <InvitationCreated url={invitationUrl(created.invitationToken)} email={created.email} />
        ) : (
          <InviteEmployeeForm
            onSubmit={(input) => create.mutate(input)}
            pending={create.isPending}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
