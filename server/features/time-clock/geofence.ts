// Whether a punch was made on site: the great-circle (haversine) distance from the location's
// centre, judged against the radius widened by the device's own reported accuracy, so a person
// standing at the door with a vague fix is not called outside.
const EARTH_RADIUS_METERS = 6_371_008.8;

export type Fence = { latitude: number; longitude: number; radiusMeters: number };
export type Position = { lat: number; lng: number; accuracy: number };
export type GeofenceResult = 'inside' | 'outside' | 'denied' | 'none';

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceMeters(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** No fence: nothing to check. No position (denied or unavailable): 'denied'. */
export function judgeGeofence(fence: Fence | null, position: Position | undefined): GeofenceResult {
  if (!fence) return 'none';
  if (!position) return 'denied';
  const distance = distanceMeters(position, { lat: fence.latitude, lng: fence.longitude });
  return distance > fence.radiusMeters + position.accuracy ? 'outside' : 'inside';
}
