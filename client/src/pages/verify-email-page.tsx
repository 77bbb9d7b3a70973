// /verify-email/:token: the sign-up's emailed link. Confirming takes a press of the button, not
// the page load, so a mail scanner that opens links cannot use up the single-use token.
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useParams } from 'wouter';
import { INVALID_VERIFICATION_LINK } from '@shared/validators/signup';
import { BackToLoginLink } from '@/components/back-to-login-link';
import { PageCard } from '@/components/page-card';
import { Button } from '@/components/ui/button';
import { useVerifyEmail } from '@/features/auth/use-signup';

export default function VerifyEmailPage() {
  const token = useParams<{ token?: string }>().token?.trim();
  const verify = useVerifyEmail();

  if (!token || verify.isError) {
    return (
      <PageCard title="Confirm Your Email">
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-red-50 p-4 text-red-900">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {verify.error?.message ?? INVALID_VERIFICATION_LINK}
        </p>
        <p className="mt-4">
          Sign in and send yourself a new link from the banner at the top of your dashboard.
        </p>
        <BackToLoginLink />
      </PageCard>
    );
  }
  return (
    <PageCard title="Confirm Your Email">
      <p className="mb-6">Confirm this address to invite your team and send them their shifts.</p>
      <Button
        size="lg"
        className="w-full"
        disabled={verify.isPending}
        onClick={() => verify.mutate(token)}
      >
        {verify.isPending && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {verify.isPending ? 'Confirming...' : 'Confirm My Email'}
      </Button>
    </PageCard>
  );
}
