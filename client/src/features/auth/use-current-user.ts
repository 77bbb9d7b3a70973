// The signed-in user, or null when nobody is signed in.
import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '@/lib/current-user';

export const useCurrentUser = () => useQuery(currentUserQuery());
