// The Edit Employee dialog's Danger Zone: deleting the account for good, after a confirm prompt.
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDeleteEmployee } from './use-delete-employee';

interface DangerZoneProps {
  employeeId: number;
  name: string;
  onDeleted: () => void;
}

export function DangerZone({ employeeId, name, onDeleted }: DangerZoneProps) {
  const remove = useDeleteEmployee();

  function confirmDelete() {
    const question = `Permanently delete ${name}? Their account, shift assignments, share links, recurring unavailability and pending requests will be removed. This cannot be undone.`;
    if (window.confirm(question)) remove.mutate(employeeId, { onSuccess: onDeleted });
  }

  return (
    <section
      aria-labelledby="danger-zone-heading"
      className="mt-8 rounded-lg border border-red-200 bg-red-50/60 p-4"
    >
      <h3 id="danger-zone-heading" className="text-sm font-semibold text-red-800">
        Danger Zone
      </h3>
      <p className="mt-1 text-sm text-red-900/80">
        Permanently remove {name} from the system. Decided requests stay in the history.
      </p>
      <Button
        variant="destructive"
        size="sm"
        className="mt-3"
        onClick={confirmDelete}
        disabled={remove.isPending}
      >
        <Trash2 aria-hidden className="size-4" />
        {remove.isPending ? 'Deleting...' : 'Delete Employee'}
      </Button>
    </section>
  );
}
