// Checkboxes for the events an endpoint receives, from the one list of webhook events.
import { WEBHOOK_EVENTS, type WebhookEventType } from '@shared/domain/webhook-events';

export function EventPicker({
  value,
  onChange,
}: {
  value: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Events</legend>
      {(Object.entries(WEBHOOK_EVENTS) as [WebhookEventType, string][]).map(([type, label]) => (
        <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={value.includes(type)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, type] : value.filter((t) => t !== type))
            }
          />
          {label} <span className="font-mono text-xs text-slate-500">{type}</span>
        </label>
      ))}
    </fieldset>
  );
}
