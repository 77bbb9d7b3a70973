// A manager's read-only view of one employee's notification preferences.
import { Spinner } from '@/components/ui/spinner';
import { PreferencesGrid } from './preferences-grid';
import { useNotificationPreferences } from './use-notification-preferences';

export default function EmployeeNotificationPreferences({ employeeId }: { employeeId: number }) {
  const preferences = useNotificationPreferences(employeeId);
  if (preferences.isPending) return <Spinner label="Loading notification preferences" />;
  if (preferences.isError)
    return (
      <p role="alert" className="text-sm text-red-600">
        Notification preferences could not load: {preferences.error.message}
      </p>
    );
  return <PreferencesGrid preferences={preferences.data} />;
}
