// What stands in the way of an assignment (an availability warning, or a 409 overlap) and, when
// the server allows it, the manager's override.
import { Button } from '@/components/ui/button';
import type { AvailabilityWarnings } from './use-availability-check';

interface OverridePanelProps {
  title: string;
  messages: string[];
  /** Absent when the server does not allow an override. */
  onOverride?: () => void;
}

export function OverridePanel({ title, messages, onOverride }: OverridePanelProps) {
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="font-medium">{title}</p>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {onOverride && (
        <>
          <p>You can still assign them with manager override.</p>
          <Button size="sm" variant="outline" onClick={onOverride}>
            Assign with Override
          </Button>
        </>
      )}
    </div>
  );
}

/** The availability check's warnings, with the override when every one of them allows it. */
export function AvailabilityWarningPanel({ warnings }: { warnings: AvailabilityWarnings | null }) {
  if (!warnings) return null;
  return (
    <OverridePanel
      title="Availability warning"
      messages={warnings.messages}
      onOverride={warnings.allowOverride ? warnings.override : undefined}
    />
  );
}
