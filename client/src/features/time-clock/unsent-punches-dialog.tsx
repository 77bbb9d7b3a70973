// Asked at sign-out when punches made offline could not be sent yet: they stay on this device
// for the person's next sign-in here, which is the only session that may send them.
import { ConfirmDialog } from '@/components/confirm-dialog';

export function UnsentPunchesDialog({
  count,
  onSignOut,
  onStay,
}: {
  count: number | null;
  onSignOut: () => void;
  onStay: () => void;
}) {
  const waiting = count === 1 ? '1 punch is' : `${count ?? 0} punches are`;
  return (
    <ConfirmDialog
      open={count !== null}
      title="Punches not sent yet"
      message={`${waiting} waiting to be sent: there is no connection. They'll be sent the next time you sign in on this device.`}
      confirmLabel="Sign out anyway"
      onConfirm={onSignOut}
      onCancel={onStay}
    />
  );
}
