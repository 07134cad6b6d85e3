import sharp from 'sharp';
import type { SeededRandom } from './seeded-random';

/**
 * Pictures for the seeded community, drawn locally with sharp from small SVG scenes (no network,
 * no files): landscape-ish photos for posts and round-faced avatars for people.
 */

/** Sky and land colours that read as dawn, day, dusk and night scenes. */
const PALETTES = [
  ['#ffb88c', '#de6262', '#3b2f4a'],
  ['#a1c4fd', '#c2e9fb', '#2f6b3a'],
  ['#fbc2eb', '#a6c1ee', '#4b4f7a'],
  ['#0f2027', '#2c5364', '#0b1a21'],
  ['#f6d365', '#fda085', '#6b4226'],
  ['#84fab0', '#8fd3f4', '#1d5e4b'],
  ['#fccb90', '#d57eeb', '#3c2a57'],
  ['#e0c3fc', '#8ec5fc', '#2a3d66'],
] as const;

/** Avatar backgrounds: docs/product.md's group palette family, bright enough for a white silhouette. */
const AVATAR_COLOURS = ['#e03131', '#f76707', '#f59f00', '#2f9e44', '#1098ad', '#1971c2', '#4263eb', '#7048e8', '#d6336c', '#e8590c'] as const;

export interface SeedPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * A JPEG like the ones the app uploads (docs/product.md §5: fits 800x600, quality 0.8): a gradient sky, a sun
 * or moon and two ridges of hills, in landscape or portrait.
 */
export async function drawPhoto(rng: SeededRandom): Promise<SeedPhoto> {
  const [width, height] = rng.chance(0.75) ? [800, 600] : [450, 600];
  const [skyTop, skyBottom, land] = rng.pick(PALETTES);
  const sunX = rng.int(60, width - 60);
  const sunY = rng.int(60, Math.round(height * 0.45));
  const ridge = (base: number, amplitude: number) => {
    const points = [`0,${height}`];
    for (let x = 0; x <= width; x += width / 8) points.push(`${Math.round(x)},${Math.round(base + rng.int(-amplitude, amplitude))}`);
    points.push(`${width},${height}`);
    return points.join(' ');
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${rng.int(25, 70)}" fill="#fff8e1" opacity="0.85"/>
    <polygon points="${ridge(height * 0.62, 40)}" fill="${land}" opacity="0.6"/>
    <polygon points="${ridge(height * 0.78, 25)}" fill="${land}"/>
  </svg>`;
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return { bytes, width, height };
}

/**
 * A 96 px WebP avatar (a head-and-shoulders silhouette on a coloured ground) as a data URL: a few
 * hundred bytes, allowed by the CSP's `img-src data:`, and shown by the header from
 * profileImageUrl like a provider's picture would be.
 */
export async function drawAvatar(rng: SeededRandom): Promise<string> {
  const ground = rng.pick(AVATAR_COLOURS);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96">
    <rect width="96" height="96" fill="${ground}"/>
    <circle cx="48" cy="${rng.int(36, 40)}" r="${rng.int(16, 19)}" fill="#ffffff" opacity="0.92"/>
    <ellipse cx="48" cy="96" rx="${rng.int(30, 36)}" ry="${rng.int(26, 32)}" fill="#ffffff" opacity="0.92"/>
  </svg>`;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer();
  return `data:image/webp;base64,${bytes.toString('base64')}`;
}
