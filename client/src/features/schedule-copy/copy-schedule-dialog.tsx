// The copy-schedule dialog, opened from the Weekly Schedule tab. Its content unmounts on close,
// so every opening starts the wizard afresh (the dialog resets on opening).
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { CopyWizard } from './copy-wizard';

export interface CopyScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The organization's today: the target list starts on its Monday. */
  today: string;
}

export default function CopyScheduleDialog({ open, onOpenChange, today }: CopyScheduleDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Copy Schedule" className="sm:max-w-2xl">
        <CopyWizard today={today} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
