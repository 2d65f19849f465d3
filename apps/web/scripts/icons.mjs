// Draws the app's install icons (PNG) from the same mark as favicon.svg. Run by hand when the
// mark changes (`node apps/web/scripts/icons.mjs`) and commit the PNGs: the build reads them as
// they are, so nothing is drawn or downloaded at install or build time.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// sharp is the server's image library; the web workspace borrows it for this one script.
const sharp = createRequire(join(import.meta.dirname, '../../server/package.json'))('sharp');
const out = join(import.meta.dirname, '..', 'public', 'icons');
mkdirSync(out, { recursive: true });

const mark = 'M9 23V9h14v4H13v2h8v4h-8v4z';
/** `inset` shrinks the mark into the safe zone a maskable icon needs (the inner 80 %). */
const svg = ({ rounded, inset }) => {
  const scale = inset ? 0.6 : 1;
  const shift = (32 - 32 * scale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${rounded ? 6 : 0}" fill="#1c03a9"/>` +
      `<path transform="translate(${shift} ${shift}) scale(${scale})" d="${mark}" fill="#ebdfd0"/></svg>`,
  );
};

const icons = [
  { name: 'icon-192.png', size: 192, rounded: true, inset: false },
  { name: 'icon-512.png', size: 512, rounded: true, inset: false },
  { name: 'maskable-512.png', size: 512, rounded: false, inset: true },
  { name: 'apple-touch-icon-180.png', size: 180, rounded: false, inset: false },
];
for (const icon of icons) {
  await sharp(svg(icon), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, icon.name));
}
