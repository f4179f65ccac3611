import { assertChromium, chromiumPath } from './chromium.mjs';

assertChromium();
console.log(`Chromium: ${chromiumPath}`);
