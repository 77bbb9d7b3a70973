import { Link } from 'wouter';
import { paths } from '@/paths';
import { buttonClasses } from './ui/button';

export function BackToLoginLink() {
  return (
    <Link href={paths.auth} className={buttonClasses('outline', 'md', 'mt-6 w-full')}>
      Back to Login
    </Link>
  );
}
