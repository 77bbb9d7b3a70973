// /invite/:token: checks the invitation, shows who it is for, and hands the token to the
// registration card on /auth through session storage.
import { BadgeCheck } from 'lucide-react';
import { useLocation, useParams } from 'wouter';
import { INVALID_INVITATION } from '@shared/validators/accounts';
import { BackToLoginLink } from '@/components/back-to-login-link';
import { PageCard } from '@/components/page-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  useInvitationDetails,
  type InvitationDetails,
} from '@/features/auth/use-invitation-details';
import { serverMessage } from '@/lib/error-message';
import { storeInvitationToken } from '@/lib/invitation-token';
import { paths } from '@/paths';

export default function InvitePage() {
  const token = useParams<{ token?: string }>().token?.trim() || null;
  const details = useInvitationDetails(token);

  if (!token) {
    return (
      <PageCard title="Invalid Invitation">
        <p>The invitation link is invalid or malformed.</p>
        <BackToLoginLink />
      </PageCard>
    );
  }
  if (details.isPending) {
    return (
      <PageCard title="Verifying Invitation">
        <div className="flex flex-col items-center gap-3 py-4 text-center">
          <Spinner label="Verifying invitation" />
          <p>Please wait while we check your invitation.</p>
        </div>
      </PageCard>
    );
  }
  if (details.isError) {
    return (
      <PageCard title="Invitation Error">
        <p>{serverMessage(details.error, INVALID_INVITATION)}</p>
        <BackToLoginLink />
      </PageCard>
    );
  }
  return <ValidInvitation token={token} invitation={details.data} />;
}

function ValidInvitation({ token, invitation }: { token: string; invitation: InvitationDetails }) {
  const [, navigate] = useLocation();
  const rows = [
    ['Email', invitation.email],
    ['First name', invitation.firstName],
    ['Last name', invitation.lastName],
  ].filter(([, value]) => value);

  function accept() {
    storeInvitationToken(token);
    navigate(paths.auth);
  }

  // The first-run link names nobody and joins no team: its holder creates the business.
  if (invitation.firstManager) {
    return (
      <PageCard title="Set Up Your Business">
        <ValidBadge />
        <p className="mt-3">
          This link creates your business on Shynk, with you as its first manager.
        </p>
        <p className="mt-3">
          Next you&apos;ll name your business, choose its time zone, and create your account.
        </p>
        <Button size="lg" className="mt-6 w-full" onClick={accept}>
          Set Up My Business
        </Button>
      </PageCard>
    );
  }

  return (
    <PageCard title="Join Your Team">
      <ValidBadge />
      <p className="mt-3">You&apos;ve been invited to join your team on Shynk.</p>
      {rows.length > 0 && (
        <dl className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
              <dt className="text-slate-500">{label}</dt>
              <dd className="min-w-0 font-medium break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Button size="lg" className="mt-6 w-full" onClick={accept}>
        Accept Invitation &amp; Join Team
      </Button>
    </PageCard>
  );
}

function ValidBadge() {
  return (
    <Badge variant="success" className="gap-1">
      <BadgeCheck aria-hidden className="size-3.5" />
      Valid Invitation
    </Badge>
  );
}
