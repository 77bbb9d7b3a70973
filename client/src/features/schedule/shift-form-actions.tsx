import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

interface ShiftFormActionsProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
}

export function ShiftFormActions({
  pending,
  label,
  pendingLabel,
  disabled,
}: ShiftFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={pending || disabled}>
        {pending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
