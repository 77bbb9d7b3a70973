// The grid of notification preferences: for each kind, which channels it uses, and quiet hours.
// Read-only when a manager looks at an employee's: the same grid, every control disabled.
import { useId, useState } from 'react';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  type NotificationChannel,
} from '@shared/domain/notification-kinds';
import type { NotificationPreferencesResponse } from '@shared/validators/notification-preferences-responses';
import type { NotificationPreferencesInput } from '@shared/validators/notification-preferences';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

type Kinds = NotificationPreferencesResponse['kinds'];

const DEFAULT_QUIET = { start: '22:00', end: '07:00' };

export function PreferencesGrid({
  preferences,
  onSave,
  saving = false,
}: {
  preferences: NotificationPreferencesResponse;
  /** Absent: read-only. */
  onSave?: (input: NotificationPreferencesInput) => void;
  saving?: boolean;
}) {
  const readOnly = !onSave;
  const [kinds, setKinds] = useState<Kinds>(preferences.kinds);
  const [quietOn, setQuietOn] = useState(preferences.quietHours !== null);
  const [quiet, setQuiet] = useState(preferences.quietHours ?? DEFAULT_QUIET);
  const id = useId();

  const toggle = (index: number, channel: NotificationChannel) =>
    setKinds((current) =>
      current.map((row, i) => (i === index ? { ...row, [channel]: !row[channel] } : row)),
    );

  const save = () =>
    onSave?.({
      channels: Object.fromEntries(
        kinds.map(({ kind, inApp, email, push }) => [kind, { inApp, email, push }]),
      ),
      quietHours: quietOn ? quiet : null,
    });

  return (
    <div className="space-y-5">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-slate-500">
            <th scope="col" className="py-2 pr-2 font-medium">
              {readOnly ? 'Notifications about' : 'Notify me about'}
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="w-16 px-1 py-2 text-center font-medium">
                {NOTIFICATION_CHANNEL_LABELS[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {kinds.map((row, index) => (
            <tr key={row.kind}>
              <th scope="row" className="py-3 pr-2 text-left font-normal text-slate-800">
                {NOTIFICATION_KIND_LABELS[row.kind]}
                {!row.emailAllowed && (
                  <span className="block text-xs text-slate-500">
                    Email is off for everyone in Settings
                  </span>
                )}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <td key={channel} className="px-1 py-3 text-center">
                  <input
                    type="checkbox"
                    className="size-5 accent-[var(--color-primary)] disabled:opacity-50"
                    aria-label={`${NOTIFICATION_KIND_LABELS[row.kind]}: ${NOTIFICATION_CHANNEL_LABELS[channel]}`}
                    checked={row[channel]}
                    disabled={readOnly || (channel === 'email' && !row.emailAllowed)}
                    onChange={() => toggle(index, channel)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="space-y-3">
        <div className="flex items-start justify-between gap-4">
          <div>
            <Label htmlFor={`${id}-quiet`}>Quiet hours</Label>
            <p id={`${id}-quiet-hint`} className="mt-0.5 text-xs text-slate-500">
              No push notifications in these hours, except shift reminders.
            </p>
          </div>
          <Switch
            id={`${id}-quiet`}
            checked={quietOn}
            onCheckedChange={setQuietOn}
            disabled={readOnly}
            aria-describedby={`${id}-quiet-hint`}
          />
        </div>
        {quietOn && (
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-start`}>From</Label>
              <Input
                id={`${id}-start`}
                type="time"
                required
                value={quiet.start}
                disabled={readOnly}
                onChange={(e) => setQuiet({ ...quiet, start: e.target.value })}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-end`}>To</Label>
              <Input
                id={`${id}-end`}
                type="time"
                required
                value={quiet.end}
                disabled={readOnly}
                onChange={(e) => setQuiet({ ...quiet, end: e.target.value })}
              />
            </div>
          </div>
        )}
      </div>

      {readOnly ? (
        <p className="text-sm text-slate-500">
          Only they can change their notification preferences.
        </p>
      ) : (
        <Button onClick={save} disabled={saving || (quietOn && (!quiet.start || !quiet.end))}>
          {saving ? 'Saving…' : 'Save notification preferences'}
        </Button>
      )}
    </div>
  );
}
