// Everyone's own notification settings, in the Settings tab: this device, the devices that get
// notifications, and the grid of notification preferences. Both cards appear once both reads have
// arrived: the first growing as it filled in would push the second around.
import { Bell, Smartphone } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { DeviceList } from './device-list';
import { NotificationCard } from './notification-card';
import { PreferencesGrid } from './preferences-grid';
import { ThisDevice } from './this-device';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from './use-notification-preferences';
import { usePushDevices } from './use-push-devices';

function OwnPreferences() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  if (preferences.isPending) return <Spinner label="Loading notification preferences" />;
  if (preferences.isError)
    return (
      <div className="flex flex-col items-start gap-3 text-sm text-slate-600">
        <p role="alert">Notification preferences could not load: {preferences.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
          Try again
        </Button>
      </div>
    );
  return (
    <PreferencesGrid
      // A save replaces the data: the grid starts again from what the server kept.
      key={preferences.dataUpdatedAt}
      preferences={preferences.data}
      onSave={(input) => save.mutate(input)}
      saving={save.isPending}
    />
  );
}

/** Whether the reads the cards show are still on their way (a failure counts as arrived). */
export const useNotificationSettingsLoading = () =>
  [usePushDevices(), useNotificationPreferences()].some((query) => query.isPending);

export default function NotificationSettings() {
  if (useNotificationSettingsLoading())
    return (
      <Spinner label="Loading notification settings" className="w-full justify-center py-12" />
    );
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <NotificationCard
        title="Devices"
        description="Phones and computers that show your Shynk notifications."
        icon={Smartphone}
      >
        <div className="space-y-4">
          <ThisDevice />
          <DeviceList />
        </div>
      </NotificationCard>
      <NotificationCard
        title="Notification preferences"
        description="Choose how you hear about each kind of news."
        icon={Bell}
      >
        <OwnPreferences />
      </NotificationCard>
    </div>
  );
}
