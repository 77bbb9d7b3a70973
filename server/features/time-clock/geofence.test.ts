import { describe, expect, it } from 'vitest';
import { distanceMeters, judgeGeofence } from './geofence';

const fence = { latitude: 51.5, longitude: -0.12, radiusMeters: 100 };
// One degree of latitude is about 111.2 km, so 0.001 degrees is about 111 m.
const north = (meters: number) => ({ lat: 51.5 + meters / 111_195, lng: -0.12 });

describe('geofence', () => {
  it('measures great-circle distance', () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111_195, -1);
    expect(distanceMeters(north(0), north(250))).toBeCloseTo(250, 0);
  });

  it('counts the reported accuracy in the person favour', () => {
    expect(judgeGeofence(fence, { ...north(90), accuracy: 5 })).toBe('inside');
    expect(judgeGeofence(fence, { ...north(130), accuracy: 5 })).toBe('outside');
    expect(judgeGeofence(fence, { ...north(130), accuracy: 40 })).toBe('inside');
  });

  it('says denied without a position and none without a fence', () => {
    expect(judgeGeofence(fence, undefined)).toBe('denied');
    expect(judgeGeofence(null, { ...north(5000), accuracy: 1 })).toBe('none');
  });
});
