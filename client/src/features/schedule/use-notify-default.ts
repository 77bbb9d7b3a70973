// The notify checkbox's default: the reminder settings' emailNotificationsNewShifts when
// they can be read, else on.
import { useQuery } from '@tanstack/react-query';
import { reminderSettingsQuery } from '@/lib/settings-query';

export function useNotifyDefault(): boolean | undefined {
  const { data, isPending } = useQuery(reminderSettingsQuery());
  if (isPending) return undefined;
  return data?.emailNotificationsNewShifts ?? true;
}
