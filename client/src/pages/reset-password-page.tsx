// /reset-password/:token: choose a new password, or learn that the link is unusable.
import { useState } from 'react';
import { useParams } from 'wouter';
import { BackToLoginLink } from '@/components/back-to-login-link';
import { PageCard } from '@/components/page-card';
import { InvalidResetLink } from '@/features/password-reset/invalid-reset-link';
import { ResetPasswordForm } from '@/features/password-reset/reset-password-form';

export default function ResetPasswordPage() {
  const token = useParams<{ token?: string }>().token?.trim();
  const [refused, setRefused] = useState(false);

  if (!token || refused) return <InvalidResetLink />;
  return (
    <PageCard title="Reset Password">
      <p className="mb-6">Choose a new password for your account.</p>
      <ResetPasswordForm token={token} onLinkRefused={() => setRefused(true)} />
      <BackToLoginLink />
    </PageCard>
  );
}
