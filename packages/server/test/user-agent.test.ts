import { describe, expect, it } from 'vitest';
import { browserOf, browserText } from '../src/security/user-agent.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('what a sign-in shows of its User-Agent', () => {
  it('names the browser before the engines it claims to be, and the system before Linux', () => {
    expect(browserOf(IPHONE)).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(browserOf(EDGE_WINDOWS)).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(browserOf(CHROME_ANDROID)).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(browserOf('curl/8.5.0')).toEqual({ browser: null, os: null });
  });

  it('gives alerts the same product names in every language, and "an unknown device" translated', () => {
    expect(browserText(CHROME_ANDROID)).toEqual({
      jp: 'Chrome (Android)',
      cn: 'Chrome (Android)',
      us: 'Chrome (Android)',
    });
    expect(browserText('Mozilla/5.0 (X11; Linux x86_64)')).toEqual({ jp: 'Linux', cn: 'Linux', us: 'Linux' });
    expect(browserText('')).toEqual({ jp: '不明な端末', cn: '未知设备', us: 'an unknown device' });
  });
});
