// What this browser forgets once the server has ended a session (sign-out, or the organization
// deleted): the query cache, the service worker's offline copy of the schedule, and what was kept
// for the person. Whatever the client keeps belongs to one signed-in person, and the next person
// on this device must not see it.
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { paths } from '@/paths';
import { readCurrentUser, setCurrentUser } from './current-user';
import { clearOfflineData } from './service-worker';
import { clearUserStorage } from './storage-keys';

/** Once the server has ended the session: forgets the person here and shows the sign-in page. */
export function useForgetSignedInUser() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return () => {
    const user = readCurrentUser(queryClient);
    if (user) clearUserStorage(user.id);
    void clearOfflineData();
    queryClient.clear();
    // Known signed out: the sign-in page needs no second trip to /api/user.
    setCurrentUser(queryClient, null);
    navigate(paths.auth);
  };
}
