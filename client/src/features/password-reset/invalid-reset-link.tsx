// The reset page without a usable link: no token, or a reset the server refused.
import { INVALID_RESET_LINK } from '@shared/validators/accounts';
import { BackToLoginLink } from '@/components/back-to-login-link';
import { PageCard } from '@/components/page-card';

export function InvalidResetLink() {
  return (
    <PageCard title="Invalid Reset Link">
      <p>{INVALID_RESET_LINK}</p>
      <p className="mt-3">Password reset links expire after 1 hour for security reasons.</p>
      <BackToLoginLink />
    </PageCard>
  );
}
