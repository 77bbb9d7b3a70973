// Where the phone is, for a location's geofence. The browser asks the person first; a refusal,
// no fix within the timeout, or a browser without geolocation are all sent as 'denied' so the
// server can flag (or refuse) the punch instead of the card hanging.
import type { ClockPunchBody } from './punch-body';

const FIX_TIMEOUT_MS = 10_000;
// A fix from the last minute is as good as a new one and spares the wait.
const FIX_MAX_AGE_MS = 60_000;

export type PositionPart = Pick<ClockPunchBody, 'position' | 'locationDenied'>;

export function currentPosition(): Promise<PositionPart> {
  if (!('geolocation' in navigator)) return Promise.resolve({ locationDenied: true });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          position: { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy },
        }),
      () => resolve({ locationDenied: true }),
      { enableHighAccuracy: true, timeout: FIX_TIMEOUT_MS, maximumAge: FIX_MAX_AGE_MS },
    );
  });
}
