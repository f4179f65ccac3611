import { describe, expect, it } from 'vitest';
import { toAppConfig } from './config.ts';

describe('toAppConfig', () => {
  it('reads the known names', () => {
    expect(
      toAppConfig([
        { name: 'title', value: 'Kabuto' },
        { name: 'logo', value: '/brand.svg' },
        { name: 'kefu', value: 'https://kabuto.example/support' },
        { name: 'version', value: '0.1.0' },
        { name: 'mode', value: 'simulator' },
        { name: 'something_new', value: 'ignored' },
      ]),
    ).toEqual({
      title: 'Kabuto',
      logo: '/brand.svg',
      kefu: 'https://kabuto.example/support',
      version: '0.1.0',
      mode: 'simulator',
    });
  });

  it('falls back to the Kabuto title and logo when they are blank', () => {
    expect(toAppConfig([{ name: 'title', value: '' }])).toMatchObject({ title: 'Kabuto', logo: '/logo.svg', kefu: '' });
  });
});
