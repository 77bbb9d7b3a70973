// An employee already works at that time (409): the manager may assign them anyway (spec 5).
import { Button } from '@/components/ui/button';

export function OverridePanel({
  message,
  onOverride,
}: {
  message: string;
  onOverride: () => void;
}) {
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="font-medium">Assignment conflict detected</p>
      <p>{message}</p>
      <p>You can still assign them with manager override.</p>
      <Button size="sm" variant="outline" onClick={onOverride}>
        Assign with Override
      </Button>
    </div>
  );
}
