// The invitations screen: Pending, Accepted and Expired, each with its count. Pending
// links can be copied; pending and expired invitations can be deleted after a confirm prompt.
import type { Ref } from 'react';
import { Spinner } from '@/components/ui/spinner';
import {
  effectiveStatus,
  invitationUrl,
  type Invitation,
  type InvitationStatus,
} from './invitation';
import { InvitationGroup } from './invitation-group';
import { InvitationItem } from './invitation-item';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { useDeleteInvitation } from './use-delete-invitation';
import { useInvitations } from './use-invitations';

const GROUPS: { status: InvitationStatus; title: string; empty: string }[] = [
  { status: 'pending', title: 'Pending', empty: 'No pending invitations' },
  { status: 'accepted', title: 'Accepted', empty: 'No accepted invitations' },
  { status: 'expired', title: 'Expired', empty: 'No expired invitations' },
];

function groupByStatus(invitations: Invitation[]) {
  const now = new Date();
  const groups: Record<InvitationStatus, Invitation[]> = { pending: [], accepted: [], expired: [] };
  for (const invitation of invitations) groups[effectiveStatus(invitation, now)].push(invitation);
  return groups;
}

export function InvitationsSection({ ref }: { ref?: Ref<HTMLElement> }) {
  const invitations = useInvitations();
  const remove = useDeleteInvitation();
  const { copiedText: copiedUrl, copy } = useCopyToClipboard({
    failure: 'Failed to copy URL',
    success: 'Invitation URL copied to clipboard',
  });
  const groups = invitations.data ? groupByStatus(invitations.data) : null;

  function confirmDelete(invitation: Invitation) {
    const question = `Delete the invitation for ${invitation.email}? Its link will stop working.`;
    if (window.confirm(question)) remove.mutate(invitation.id);
  }

  return (
    <section
      ref={ref}
      id="invitations"
      aria-labelledby="invitations-heading"
      className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
        Invitations
      </h2>
      {invitations.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {invitations.error.message}
        </p>
      )}
      {invitations.isPending && (
        <div className="flex justify-center py-8">
          <Spinner label="Loading invitations" />
        </div>
      )}
      {groups && (
        <div className="mt-4 space-y-6">
          {GROUPS.map(({ status, title, empty }) => (
            <InvitationGroup
              key={status}
              id={`invitations-${status}`}
              title={title}
              count={groups[status].length}
              empty={empty}
            >
              {groups[status].map((invitation) => {
                const url = invitationUrl(invitation.invitationToken);
                return (
                  <InvitationItem
                    key={invitation.id}
                    invitation={invitation}
                    status={status}
                    copied={copiedUrl === url}
                    onCopy={() => void copy(url)}
                    onDelete={() => confirmDelete(invitation)}
                    deleting={remove.isPending && remove.variables === invitation.id}
                  />
                );
              })}
            </InvitationGroup>
          ))}
        </div>
      )}
    </section>
  );
}
