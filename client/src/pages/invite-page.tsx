// /invite/:token: where an invited person joins their team.
import { BackToLoginLink } from '@/components/back-to-login-link';
import { PageCard } from '@/components/page-card';

export default function InvitePage() {
  return (
    <PageCard title="Join Your Team">
      <BackToLoginLink />
    </PageCard>
  );
}
