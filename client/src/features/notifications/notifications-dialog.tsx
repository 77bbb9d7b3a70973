// The bell's popup: the notifications in a dialog. Its own chunk, with the dialog library, so a
// dashboard's first load does not download them before anyone opens it.
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { RoleView } from '@/lib/role-view';
import { NotificationsPanel } from './notifications-panel';

interface NotificationsDialogProps {
  roleContext: RoleView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function NotificationsDialog({
  roleContext,
  open,
  onOpenChange,
}: NotificationsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Notifications">
        <NotificationsPanel roleContext={roleContext} onNavigate={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
