// A location's shared clock on a tablet by the door: the board of who is on and who is expected;
// a tap on a name asks for that person's PIN, then offers the punches their state allows.
import { useState } from 'react';
import { PageCard } from '@/components/page-card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { KioskBoardView } from './kiosk-board';
import { KioskPunchPanel } from './kiosk-punch-panel';
import { KioskSavedPunches } from './kiosk-saved-punches';
import { takeKioskToken } from './kiosk-token';
import type { KioskPerson } from './kiosk-answers';
import { useKioskBoard, useKioskPunchKey, useSavedKioskPunches } from './use-kiosk';

export default function KioskScreen() {
  const [token] = useState(takeKioskToken);
  if (!token)
    return (
      <PageCard title="Set up this kiosk">
        <p>
          This browser is not a kiosk yet. A manager creates one in Settings, under Time clock, and
          opens its link here.
        </p>
      </PageCard>
    );
  return <KioskWithToken token={token} />;
}

function KioskWithToken({ token }: { token: string }) {
  const board = useKioskBoard(token);
  // Read while online, so that the kiosk can still save punches once the connection goes.
  useKioskPunchKey(token);
  const saved = useSavedKioskPunches(token, board.dataUpdatedAt);
  const [person, setPerson] = useState<KioskPerson | null>(null);
  const revoked = board.error instanceof ApiError && board.error.status === 401;
  if (board.isPending)
    return (
      <Spinner label="Loading the kiosk" className="min-h-dvh w-full items-center justify-center" />
    );
  // A refresh that failed leaves the last board up (people can still punch, saved) unless the
  // kiosk was revoked.
  if (board.isError && (revoked || !board.data))
    return (
      <PageCard title={revoked ? 'Kiosk not active' : 'Kiosk unavailable'}>
        <p role="alert">{board.error.message}</p>
      </PageCard>
    );
  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-6 sm:px-8">
      <div className="mx-auto max-w-4xl">
        {person ? (
          <KioskPunchPanel
            token={token}
            person={person}
            timeZone={board.data.location.timeZone}
            onDone={() => setPerson(null)}
          />
        ) : (
          <>
            <KioskSavedPunches
              waiting={saved.waiting}
              refused={saved.refused}
              timeZone={board.data.location.timeZone}
              onDismiss={saved.dismiss}
            />
            <KioskBoardView board={board.data} onPick={setPerson} />
          </>
        )}
      </div>
    </main>
  );
}
