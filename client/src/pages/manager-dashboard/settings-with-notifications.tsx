// The manager's Settings tab: the organization's settings, and below them the manager's own
// notification settings, shown together once both have loaded so neither pushes the other around.
import NotificationSettings, {
  useNotificationSettingsLoading,
} from '@/features/notification-preferences/notification-settings';
import SettingsTab from '@/features/settings/settings-tab';

export default function SettingsWithNotifications() {
  return (
    <SettingsTab afterLoading={useNotificationSettingsLoading()} after={<NotificationSettings />} />
  );
}
