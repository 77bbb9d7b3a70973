// A shared schedule, read-only and without signing in: '{name}'s
// Schedule', a List/Calendar toggle, week or month navigation, and the 'Share Link Error' screen.
import { useState } from 'react';
import { addDaysIso, asWeekStartsOn, toIsoDate } from '@shared/domain/dates';
import { displayName } from '@shared/domain/display-name';
import { BackToLoginLink } from '@/components/back-to-login-link';
import { Logo } from '@/components/logo';
import { PageCard } from '@/components/page-card';
import { SchedulePeriodNav, ScheduleViewToggle } from '@/components/schedule-period-controls';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { monthGrid } from '@/lib/calendar-periods';
import { useSchedulePeriod } from '@/lib/use-schedule-period';
import { PublicMonth } from './public-month';
import { PublicShiftList } from './public-shift-list';
import { usePublicSchedule } from './use-public-schedule';

function ShareLinkError({ error }: { error: Error }) {
  const message =
    error instanceof ApiError && error.status === 404
      ? 'Invalid or expired share link'
      : 'Failed to fetch schedule';
  return (
    <PageCard title="Share Link Error">
      <p role="alert">{message}</p>
      <BackToLoginLink />
    </PageCard>
  );
}

export default function PublicScheduleView({ token }: { token: string }) {
  // The browser's date and a Monday week until the first answer brings the organization's today
  // and first weekday, which the weeks, the month grid and Today then use.
  const [organizationToday, setOrganizationToday] = useState<string | null>(null);
  const [weekStartsOn, setWeekStartsOn] = useState(asWeekStartsOn(undefined));
  const period = useSchedulePeriod(organizationToday ?? toIsoDate(new Date()), weekStartsOn);
  const range =
    period.view === 'list'
      ? { start: period.monday, end: addDaysIso(period.monday, 6) }
      : monthGrid(period.month, weekStartsOn);
  const { data, error, isFetching } = usePublicSchedule(token, range.start, range.end);
  if (data && data.today !== organizationToday) setOrganizationToday(data.today);
  if (data && data.weekStartsOn !== weekStartsOn)
    setWeekStartsOn(asWeekStartsOn(data.weekStartsOn));

  if (error) return <ShareLinkError error={error} />;
  // Distinct keys: the schedule's <main> is a new element, not the loading one moved and resized,
  // which browsers count as the whole page shifting.
  if (!data)
    return (
      <main key="loading" className="flex min-h-dvh items-center justify-center">
        <Spinner label="Loading schedule" />
      </main>
    );
  return (
    <main
      key="schedule"
      className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-5 px-4 py-6 sm:py-10"
    >
      <header className="space-y-3">
        <Logo />
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">
            {displayName(data.employee, 'Shared')}&apos;s Schedule
          </h1>
          <p className="text-sm text-slate-600">Viewing shared schedule</p>
        </div>
      </header>
      <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SchedulePeriodNav period={period} />
          <ScheduleViewToggle period={period} />
        </div>
        <div aria-busy={isFetching}>
          {period.view === 'list' ? (
            <PublicShiftList shifts={data.schedule} />
          ) : (
            <PublicMonth
              firstOfMonth={period.month}
              today={data.today}
              weekStartsOn={weekStartsOn}
              shifts={data.schedule}
              onStepMonth={period.step}
            />
          )}
        </div>
      </section>
      <footer className="mt-auto text-center text-xs text-slate-500">
        This schedule is shared via Shynk.
      </footer>
    </main>
  );
}
