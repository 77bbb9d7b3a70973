import { describe, expect, it } from 'vitest';
import { pushSupport } from './push-support';

const capable = {
  maxTouchPoints: 0,
  displayModeStandalone: false,
  hasPushManager: true,
  hasServiceWorker: true,
  hasNotification: true,
};
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const mac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15';

describe('pushSupport', () => {
  it('asks iPhone and iPad Safari outside the Home Screen to add Shynk there first', () => {
    expect(pushSupport({ ...capable, userAgent: iphone, hasPushManager: false })).toBe(
      'add-to-home-screen',
    );
    // iPadOS presents itself as a Mac with a touch screen.
    expect(pushSupport({ ...capable, userAgent: mac, maxTouchPoints: 5 })).toBe(
      'add-to-home-screen',
    );
  });

  it('offers push on iOS once opened from the Home Screen, and on a Mac', () => {
    expect(pushSupport({ ...capable, userAgent: iphone, standalone: true })).toBe('supported');
    expect(pushSupport({ ...capable, userAgent: iphone, displayModeStandalone: true })).toBe(
      'supported',
    );
    expect(pushSupport({ ...capable, userAgent: mac })).toBe('supported');
  });

  it('says a browser without push cannot', () => {
    expect(pushSupport({ ...capable, userAgent: 'Firefox', hasPushManager: false })).toBe(
      'unsupported',
    );
  });
});
