import { expect, it } from 'vitest';
import { deviceName } from './device-name';

it.each([
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', platform: 'iPhone' },
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36',
    { browser: 'Chrome', platform: 'Android' },
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.0.0',
    { browser: 'Edge', platform: 'Windows' },
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:126.0) Gecko/20100101 Firefox/126.0',
    { browser: 'Firefox', platform: 'macOS' },
  ],
  [undefined, { browser: 'Unknown', platform: 'Unknown' }],
])('names %s', (userAgent, expected) => {
  expect(deviceName(userAgent)).toEqual(expected);
});
