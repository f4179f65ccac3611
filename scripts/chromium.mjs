// One Chromium path and one flag set for every browser test, so screenshots stay byte-stable.
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

export function assertChromium() {
  if (existsSync(chromiumPath)) return;
  console.error(
    [
      `No Chromium at ${chromiumPath}.`,
      "The browser, story, visual and e2e tests drive Debian's Chromium (browser downloads do not work here).",
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk',
      'or point CHROMIUM_PATH at an existing Chromium binary.',
    ].join('\n'),
  );
  process.exit(1);
}
