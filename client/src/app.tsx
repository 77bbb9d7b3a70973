// Providers and routes. Every page is its own chunk: /auth downloads the sign-in form and little
// else.
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ReconnectingBanner } from '@/components/reconnecting-banner';
import { Toaster } from '@/components/ui/toaster';
import { PageSpinner } from '@/components/ui/spinner';
import { currentUserQuery } from '@/lib/current-user';
import { queryClient } from '@/lib/query-client';
import { paths } from '@/paths';

const AuthPage = lazy(() => import('@/pages/auth-page'));
// The dashboards need the user before anything else: ask for it while their code downloads
// rather than after, one round trip sooner on a slow phone network.
const HomePage = lazy(() => {
  void queryClient.prefetchQuery(currentUserQuery());
  return import('@/pages/home-page');
});
const InvitePage = lazy(() => import('@/pages/invite-page'));
const ResetPasswordPage = lazy(() => import('@/pages/reset-password-page'));
const VerifyEmailPage = lazy(() => import('@/pages/verify-email-page'));
const PublicSchedulePage = lazy(() => import('@/pages/public-schedule-page'));
const KioskPage = lazy(() => import('@/pages/kiosk-page'));
const NotFoundPage = lazy(() => import('@/pages/not-found-page'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path={paths.auth} component={AuthPage} />
        <Route path={paths.home} component={HomePage} />
        <Route path={paths.managerDashboard} component={HomePage} />
        <Route path={paths.coachDashboard} component={HomePage} />
        <Route path={paths.invite} component={InvitePage} />
        <Route path={paths.resetPassword} component={ResetPasswordPage} />
        <Route path={paths.verifyEmail} component={VerifyEmailPage} />
        <Route path={paths.publicSchedule} component={PublicSchedulePage} />
        <Route path={paths.kiosk} component={KioskPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <ReconnectingBanner />
      <Toaster />
    </QueryClientProvider>
  );
}
