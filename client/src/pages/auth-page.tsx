// /auth: the welcome panel beside the card on large screens, the card alone (with a
// compact logo) below lg. The card is the registration form while an invitation is being accepted,
// else Sign In. Someone already signed in goes straight to /.
import { useState } from 'react';
import { Redirect } from 'wouter';
import { Logo } from '@/components/logo';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthCard } from '@/features/auth/auth-card';
import { RegistrationCard } from '@/features/auth/registration-card';
import { SignInForm } from '@/features/auth/sign-in-form';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { WelcomePanel } from '@/features/auth/welcome-panel';
import { ForgotPasswordDialog } from '@/features/password-reset/forgot-password-dialog';
import { clearInvitationToken, readInvitationToken } from '@/lib/invitation-token';
import { paths } from '@/paths';

export default function AuthPage() {
  const { data: user, isPending } = useCurrentUser();
  const [invitationToken, setInvitationToken] = useState(readInvitationToken);
  if (isPending) return <PageSpinner />;
  if (user) return <Redirect to={paths.home} replace />;

  function backToLogin() {
    clearInvitationToken();
    setInvitationToken(null);
  }

  return (
    <div className="grid min-h-dvh bg-slate-50 lg:grid-cols-2">
      <WelcomePanel />
      <main className="flex flex-col items-center justify-center gap-8 px-4 py-10 sm:px-8">
        <Logo className="lg:hidden" />
        {invitationToken ? (
          <RegistrationCard invitationToken={invitationToken} onBackToLogin={backToLogin} />
        ) : (
          <AuthCard
            title="Sign In"
            description="Enter your email and password to see your schedule."
            footer="Don't have an account? New team members must be invited by a manager."
          >
            <SignInForm />
            <div className="mt-4 text-center">
              <ForgotPasswordDialog />
            </div>
          </AuthCard>
        )}
      </main>
    </div>
  );
}
