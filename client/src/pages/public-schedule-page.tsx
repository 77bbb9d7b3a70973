// /public-schedule/:token: a schedule someone shared, readable without signing in.
import { BackToLoginLink } from '@/components/back-to-login-link';
import { PageCard } from '@/components/page-card';

export default function PublicSchedulePage() {
  return (
    <PageCard title="Shared Schedule">
      <BackToLoginLink />
    </PageCard>
  );
}
