// One invitation: who, sent by whom and when, when it expires; copy the link while it can still be
// used, delete unless accepted.
import { Check, Copy, Trash2 } from 'lucide-react';
import { displayName } from '@shared/domain/display-name';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import type { Invitation, InvitationStatus } from './invitation';

interface InvitationItemProps {
  invitation: Invitation;
  status: InvitationStatus;
  copied: boolean;
  onCopy: () => void;
  onDelete: () => void;
  deleting: boolean;
}

// An accepted invitation no longer expires: when it was accepted says more (the row changes only
// then).
function closingDate(invitation: Invitation, status: InvitationStatus) {
  if (status === 'accepted') return `Accepted ${formatDate(invitation.updatedAt)}`;
  return `${status === 'expired' ? 'Expired' : 'Expires'} ${formatDate(invitation.expiresAt)}`;
}

export function InvitationItem(props: InvitationItemProps) {
  const { invitation, status, copied, onCopy, onDelete, deleting } = props;
  const name = displayName(invitation, invitation.email);
  const inviter = invitation.inviter ? displayName(invitation.inviter, 'a manager') : 'Unknown';

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{name}</p>
        <p className="text-sm break-words text-slate-600">{invitation.email}</p>
        <p className="mt-1 text-xs text-slate-500">
          Invited by {inviter} · Sent {formatDate(invitation.createdAt)} ·{' '}
          {closingDate(invitation, status)}
        </p>
      </div>
      {status !== 'accepted' && (
        <div className="flex shrink-0 gap-2">
          {status === 'pending' && (
            <Button variant="outline" size="sm" onClick={onCopy}>
              {copied ? (
                <Check aria-hidden className="size-4" />
              ) : (
                <Copy aria-hidden className="size-4" />
              )}
              {copied ? 'Copied!' : 'Copy link'}{' '}
              <span className="sr-only">for {invitation.email}</span>
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            disabled={deleting}
            className="text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden className="size-4" />
            Delete <span className="sr-only">invitation for {invitation.email}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
