// Which location the manager's views show. The manager dashboard holds the choice and every
// manager read adds it to its request, so the schedule, people, requests and reports all follow
// one picker. Outside the manager dashboard (the employee's views) there is no choice and reads
// go unfiltered.
import { createContext, useContext, useState } from 'react';
import type { SessionUser } from './current-user';
import { useLocations, type Location } from './locations-query';
import type { LocationFilter } from './query-keys';
import { STORAGE_KEYS } from './storage-keys';
import { readUserEntry, writeUserEntry } from './storage';

export type { LocationFilter };

export interface LocationChoice {
  locations: Location[];
  /** The chosen location's id; null for all of them. */
  chosen: number | null;
  choose: (locationId: number | null) => void;
  /** Only managers of the whole organization see every location at once. */
  allowAll: boolean;
}

const ALL = 'all';

/** Whether a user manages every location (meaningful for managers only). */
export const managesAllLocations = (user: SessionUser): boolean => user.managesAllLocations;

function resolve(stored: string | null, locations: Location[], allowAll: boolean, loaded: boolean) {
  if (stored === ALL && allowAll) return null;
  const storedId = stored === null ? NaN : Number(stored);
  // Until the list arrives, the remembered site is trusted, so reads start with it.
  if (Number.isInteger(storedId) && (!loaded || locations.some((l) => l.id === storedId)))
    return storedId;
  return allowAll ? null : (locations[0]?.id ?? null);
}

/** The dashboard's choice, remembered per user on this device. */
export function useLocationChoiceState(user: SessionUser): LocationChoice {
  const { query, locations } = useLocations();
  const allowAll = managesAllLocations(user);
  const [stored, setStored] = useState(() => readUserEntry(STORAGE_KEYS.managerLocation, user.id));
  const choose = (locationId: number | null) => {
    const value = locationId === null ? ALL : String(locationId);
    writeUserEntry(STORAGE_KEYS.managerLocation, user.id, value);
    setStored(value);
  };
  return {
    locations,
    chosen: resolve(stored, locations, allowAll, query.isSuccess),
    choose,
    allowAll,
  };
}

const LocationChoiceContext = createContext<LocationChoice | null>(null);

export const LocationChoiceProvider = LocationChoiceContext.Provider;

/** The manager dashboard's choice; null outside it. */
export const useLocationChoice = () => useContext(LocationChoiceContext);

/** What a manager read sends and keys its cache by. */
export function useLocationFilter(): LocationFilter {
  const chosen = useLocationChoice()?.chosen ?? null;
  return chosen === null ? {} : { locationId: chosen };
}
