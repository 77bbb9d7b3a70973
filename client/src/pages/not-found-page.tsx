import { Link } from 'wouter';
import { PageCard } from '@/components/page-card';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/paths';

export default function NotFoundPage() {
  return (
    <PageCard title="404 Page Not Found">
      <p>The page you are looking for does not exist or has moved.</p>
      <Link href={paths.home} className={buttonClasses('primary', 'md', 'mt-6')}>
        Go to Home
      </Link>
    </PageCard>
  );
}
