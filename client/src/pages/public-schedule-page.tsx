// /public-schedule/:token: a schedule someone shared, readable without signing in.
import { useParams } from 'wouter';
import PublicScheduleView from '@/features/public-schedule/public-schedule-view';

export default function PublicSchedulePage() {
  const { token = '' } = useParams<{ token: string }>();
  return <PublicScheduleView token={token} />;
}
