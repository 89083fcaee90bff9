/**
 * Writes the installed app's icons from the site's logo (public/favicon.svg) with sharp, into
 * public/icons/ (committed; run again when the logo changes: `npx tsx scripts/make-icons.ts`):
 * - icon-192.png, icon-512.png: the logo on a transparent square (purpose "any");
 * - icon-512-maskable.png: the logo inside the safe zone (the middle 80 %, here 60 % to leave room for any
 *   mask's curve) on the brand navy, purpose "maskable", which a launcher crops to its own shape;
 * - apple-touch-icon.png (180): iOS ignores transparency and the manifest, so the logo on white.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BRAND_COLORS } from '../src/styles/brand-colors';

const root = path.resolve(import.meta.dirname, '..');
const logo = readFileSync(path.join(root, 'public/favicon.svg'));
const out = path.join(root, 'public/icons');

/** The logo rendered at `size` pixels (from the vector, so every size is sharp). */
const logoAt = (size: number) =>
  sharp(logo, { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png()
    .toBuffer();

async function onSquare(size: number, logoShare: number, background: string | null, file: string) {
  const inner = Math.round(size * logoShare);
  const offset = Math.round((size - inner) / 2);
  await sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite([{ input: await logoAt(inner), top: offset, left: offset }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`wrote public/icons/${file}`);
}

mkdirSync(out, { recursive: true });
await onSquare(192, 1, null, 'icon-192.png');
await onSquare(512, 1, null, 'icon-512.png');
await onSquare(512, 0.6, BRAND_COLORS.brand, 'icon-512-maskable.png');
await onSquare(180, 0.8, BRAND_COLORS.surface, 'apple-touch-icon.png');
