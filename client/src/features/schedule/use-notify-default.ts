// The notify checkbox's default: the reminder settings' emailNotificationsNewShifts when
// they can be read, else on.
import { useQuery } from '@tanstack/react-query';

const REMINDER_SETTINGS_KEY = ['/api/shift-reminder-settings'] as const;

export function useNotifyDefault(): boolean | undefined {
  const { data, isPending } = useQuery<{ emailNotificationsNewShifts?: boolean }>({
    queryKey: REMINDER_SETTINGS_KEY,
  });
  if (isPending) return undefined;
  return data?.emailNotificationsNewShifts ?? true;
}
