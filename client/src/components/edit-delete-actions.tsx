// The Edit and Delete buttons of a row in a settings list (a position, a location): each names
// the row for a screen reader, and Delete waits while a deletion is under way.
import { Button } from '@/components/ui/button';

export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
  deleting,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${name}`}
        disabled={deleting}
        onClick={onDelete}
      >
        Delete
      </Button>
    </>
  );
}
