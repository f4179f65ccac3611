// Writes the installable app's icons (public/icon-*.png, public/apple-touch-icon.png) from public/logo.svg, with sharp
// (the server's image library). Run it after changing the logo: `node packages/app/make-icons.mjs`; the PNGs are
// committed, so a build needs no image step.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.join(import.meta.dirname, 'public');
const logo = readFileSync(path.join(publicDir, 'logo.svg'), 'utf8');
const viewBox = 64;
// The logo's own rounded square's colour: full-bleed icons fill their whole square with it.
const background = /<rect width="64" height="64"[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
if (!background) throw new Error('logo.svg no longer starts with its 64×64 background square');
/** The helmet: everything the logo draws on its background square. */
const helmet = logo
  .replace(/^[\s\S]*?<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect width="64" height="64"[^>]*\/>/, '');

/**
 * A full-bleed square of the background with the helmet scaled about the centre: a maskable icon's mask may cut
 * everything outside the centre circle of 80 % of the width, and iOS rounds the apple-touch-icon's corners itself
 * (and would fill transparent corners with black).
 */
function fullBleed(scale) {
  const offset = (viewBox * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBox} ${viewBox}">
<rect width="${viewBox}" height="${viewBox}" fill="${background}"/>
<g transform="translate(${offset} ${offset}) scale(${scale})">${helmet}</g>
</svg>`;
}

const icons = [
  // "any" purpose: the logo as it is (its own rounded square on transparent corners).
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  // The helmet reaches 27 units from the centre at its corners; at 0.8 it stays inside the safe circle (25.6 units).
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / viewBox })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, file));
  console.log(`${file} ${size}×${size}`);
}
