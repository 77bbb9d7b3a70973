// Above a new organization's dashboard: a quiet banner while the manager's address is
// unconfirmed (it says what waits on it), and, while the schedule is empty, the choice between
// an example week and an empty start.
import { LoaderCircle, MailWarning, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { readStorage, writeStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useLoadExampleWeek, useOnboarding, useResendConfirmation } from './use-onboarding';

export function OnboardingPanel() {
  const { data } = useOnboarding();
  const resend = useResendConfirmation();
  const example = useLoadExampleWeek();
  const [dismissed, setDismissed] = useState(
    () => readStorage(STORAGE_KEYS.exampleWeekDismissed) === '1',
  );
  if (!data) return null;

  function startEmpty() {
    writeStorage(STORAGE_KEYS.exampleWeekDismissed, '1');
    setDismissed(true);
  }

  return (
    <div className="mb-6 space-y-3">
      {!data.verified && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center"
        >
          <MailWarning aria-hidden className="size-5 shrink-0" />
          <p className="flex-1">
            Confirm your email address to invite your team and send them their shifts. We sent you a
            link when you signed up.
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
            Send a new link
          </Button>
        </div>
      )}
      {data.canLoadExampleWeek && !dismissed && (
        <section
          aria-labelledby="example-week-heading"
          className="rounded-xl border border-brand-200 bg-brand-50 p-5"
        >
          <h2
            id="example-week-heading"
            className="flex items-center gap-2 font-semibold text-brand-900"
          >
            <Sparkles aria-hidden className="size-5" />
            Your schedule is empty
          </h2>
          <p className="mt-1 text-sm text-brand-900">
            See how Shynk works with an example café week: three positions, six people and their
            shifts, as drafts you can publish or discard. Or start with a blank week.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button disabled={example.isPending} onClick={() => example.mutate()}>
              {example.isPending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
              Load example week
            </Button>
            <Button variant="outline" onClick={startEmpty}>
              Start empty
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
