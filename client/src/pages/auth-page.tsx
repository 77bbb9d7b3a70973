// /auth: the welcome panel beside the card on large screens, the card alone (with a
// compact logo) below lg. The card is the registration form while an invitation is being accepted,
// the sign-up form once a visitor chooses 'Start a schedule' (where the operator allows it), else
// Sign In. Someone already signed in goes straight to /.
import { lazy, Suspense, useState } from 'react';
import { Redirect } from 'wouter';
import { Logo } from '@/components/logo';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { AuthCard } from '@/features/auth/auth-card';
import { SignInForm } from '@/features/auth/sign-in-form';
import { useCurrentUser } from '@/lib/current-user';
import { WelcomePanel } from '@/features/auth/welcome-panel';
import { useSignupAvailability } from '@/features/auth/use-signup';
import { ForgotPasswordLink } from '@/features/password-reset/forgot-password-link';
import { clearInvitationToken, readInvitationToken } from '@/lib/invitation-token';
import { paths } from '@/paths';

// Only a visitor starting a schedule needs the sign-up form, its schema and the time zones.
const SignupCard = lazy(() =>
  import('@/features/auth/signup-card').then((module) => ({ default: module.SignupCard })),
);

// Only someone accepting an invitation needs the registration form and its schema.
const RegistrationCard = lazy(() =>
  import('@/features/auth/registration-card').then((module) => ({
    default: module.RegistrationCard,
  })),
);

export default function AuthPage() {
  const { data: user, isPending } = useCurrentUser();
  const [invitationToken, setInvitationToken] = useState(readInvitationToken);
  const [signingUp, setSigningUp] = useState(false);
  // Someone accepting an invitation is joining a team, not starting one: no need to ask.
  const signupOpen = useSignupAvailability(!invitationToken).data?.enabled ?? false;
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
          <Suspense fallback={<Spinner />}>
            <RegistrationCard invitationToken={invitationToken} onBackToLogin={backToLogin} />
          </Suspense>
        ) : signingUp && signupOpen ? (
          <Suspense fallback={<Spinner label="Loading the sign-up form" />}>
            <SignupCard onBackToSignIn={() => setSigningUp(false)} />
          </Suspense>
        ) : (
          <AuthCard
            title="Sign In"
            description="Enter your email and password to see your schedule."
            footer="Don't have an account? New team members must be invited by a manager."
          >
            <SignInForm />
            <div className="mt-4 text-center">
              <ForgotPasswordLink />
            </div>
            {signupOpen && (
              <div className="mt-6 rounded-lg bg-slate-50 p-4 text-center text-sm text-slate-700">
                <p>Running a team that works in shifts?</p>
                <Button
                  variant="outline"
                  className="mt-3 w-full"
                  onClick={() => setSigningUp(true)}
                >
                  Start a schedule
                </Button>
              </div>
            )}
          </AuthCard>
        )}
      </main>
    </div>
  );
}
