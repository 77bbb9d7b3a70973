// /reset-password/:token: where a password reset link leads.
import { BackToLoginLink } from '@/components/back-to-login-link';
import { PageCard } from '@/components/page-card';

export default function ResetPasswordPage() {
  return (
    <PageCard title="Reset Password">
      <BackToLoginLink />
    </PageCard>
  );
}
