// Above the board: whether the kiosk is offline, how many saved punches wait to be checked, and
// which were refused once checked. A refusal says when the punch was made and why, never whose:
// whoever reads it may not be the person who punched.
import { Button } from '@/components/ui/button';
import { useOnlineStatus } from '@/lib/use-online-status';
import { clockTimeIn } from '@/lib/zoned-clock';
import type { RefusedPunch } from './use-kiosk';

export function KioskSavedPunches({
  waiting,
  refused,
  timeZone,
  onDismiss,
}: {
  waiting: number;
  refused: RefusedPunch[];
  /** The location's: when a punch was made is said on its clock. */
  timeZone: string;
  onDismiss: () => void;
}) {
  const online = useOnlineStatus();
  const saved = waiting === 1 ? '1 saved punch waits' : `${waiting} saved punches wait`;
  return (
    <>
      {(!online || waiting > 0) && (
        <p role="status" className="mb-4 rounded-xl bg-amber-50 p-4 text-amber-900">
          {online
            ? `Checking saved punches: ${saved} to be sent.`
            : `Offline: punches are saved on this kiosk and checked once it's back online.${waiting > 0 ? ` ${saved} to be checked.` : ''}`}
        </p>
      )}
      {refused.length > 0 && (
        <div role="alert" className="mb-4 rounded-xl bg-red-50 p-4 text-red-800">
          <p className="font-medium">
            {refused.length === 1
              ? 'A punch saved offline was not accepted:'
              : `${refused.length} punches saved offline were not accepted:`}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((punch) => (
              <li key={punch.idempotencyKey}>
                Made at {clockTimeIn(punch.at, timeZone)}: {punch.reason}
              </li>
            ))}
          </ul>
          <p className="mt-1">If it was yours, punch again now.</p>
          <Button variant="outline" className="mt-3" onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
      )}
    </>
  );
}
