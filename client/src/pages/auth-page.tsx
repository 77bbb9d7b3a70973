// /auth (spec 2): the welcome panel beside the Sign In card on large screens, the card alone
// (with a compact logo) below lg. Someone already signed in goes straight to /.
import { Redirect } from 'wouter';
import { Logo } from '@/components/logo';
import { PageSpinner } from '@/components/ui/spinner';
import { SignInForm } from '@/features/auth/sign-in-form';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { WelcomePanel } from '@/features/auth/welcome-panel';
import { paths } from '@/paths';

export default function AuthPage() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (user) return <Redirect to={paths.home} replace />;

  return (
    <div className="grid min-h-dvh bg-slate-50 lg:grid-cols-2">
      <WelcomePanel />
      <main className="flex flex-col items-center justify-center gap-8 px-4 py-10 sm:px-8">
        <Logo className="lg:hidden" />
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold text-slate-900">Sign In</h1>
          <p className="mt-1 mb-6 text-sm text-slate-600">
            Enter your email and password to see your schedule.
          </p>
          <SignInForm />
          <p className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
            Don&apos;t have an account? New team members must be invited by a manager.
          </p>
        </div>
      </main>
    </div>
  );
}
