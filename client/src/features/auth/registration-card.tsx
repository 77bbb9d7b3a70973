// 'Complete Your Registration': shown on the sign-in screen while an invitation is being
// accepted. An invitation the server no longer knows (used, expired) cannot create an account, so
// the card says so and offers the way back to the login form instead of a form that must fail.
import { CircleAlert } from 'lucide-react';
import { INVALID_INVITATION } from '@shared/validators/accounts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { AuthCard } from './auth-card';
import { RegistrationForm } from './registration-form';
import { useInvitationDetails } from './use-invitation-details';

const INVITEE_COPY = {
  title: 'Complete Your Registration',
  description: "You've been invited! Create your account to join the team.",
  footer: 'Already have an account? Please use the login form after completing registration.',
};

const FIRST_MANAGER_COPY = {
  title: 'Create Your Business',
  description:
    "You're its first manager: name your business, choose its time zone and create your account.",
  footer: "Once you're in, invite your team from Employee Management.",
};

interface RegistrationCardProps {
  invitationToken: string;
  /** Forgets the invitation and shows the Sign In card. */
  onBackToLogin: () => void;
}

export function RegistrationCard({ invitationToken, onBackToLogin }: RegistrationCardProps) {
  const details = useInvitationDetails(invitationToken);
  const rejection =
    details.error instanceof ApiError && details.error.status === 404 ? details.error : null;

  // The first-run link's holder creates the business rather than joining a team.
  const copy = details.data?.firstManager ? FIRST_MANAGER_COPY : INVITEE_COPY;

  return (
    <AuthCard {...copy}>
      {details.isPending ? (
        // Wait for the details: the form appears filled in, not filling in under the cursor.
        <div className="flex justify-center py-10">
          <Spinner label="Loading your invitation" />
        </div>
      ) : rejection ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          <p className="flex items-start gap-2 text-sm">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {rejection.message || INVALID_INVITATION}
          </p>
          <Button variant="outline" className="mt-4 w-full" onClick={onBackToLogin}>
            Back to Login
          </Button>
        </div>
      ) : (
        <RegistrationForm invitationToken={invitationToken} invitation={details.data} />
      )}
    </AuthCard>
  );
}
