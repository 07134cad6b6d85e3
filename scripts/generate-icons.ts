/**
 * Generates the PNG app icons in public/icons/ from public/icons/icon.svg.
 *
 *   node --import tsx scripts/generate-icons.ts
 *
 * - icon-192.png, icon-512.png: the logo as is (rounded square, transparent corners), purpose "any".
 * - icon-maskable-512.png: full-bleed background, the artwork shrunk into the maskable safe zone
 *   (a centred circle of 80 % of the size), purpose "maskable".
 * - apple-touch-icon.png (180): full-bleed and opaque (iOS rounds the corners itself and turns
 *   transparency black).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

async function main(): Promise<void> {
  const svg = await readFile(`${iconsDir}icon.svg`, 'utf8');
  const defs = /<defs>[\s\S]*?<\/defs>/.exec(svg)?.[0];
  const art = /<g id="art">[\s\S]*?<\/g>/.exec(svg)?.[0];
  if (!defs || !art) throw new Error('icon.svg must contain <defs> and <g id="art">');

  /** The artwork on a square full-bleed background, scaled around the centre. */
  const fullBleed = (scale: number): Buffer =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${defs}` +
        `<rect width="512" height="512" fill="url(#bg)"/>` +
        `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">${art}</g></svg>`,
    );

  // [file, source, size, opaque]
  const outputs: Array<[string, Buffer, number, boolean]> = [
    ['icon-192.png', Buffer.from(svg), 192, false],
    ['icon-512.png', Buffer.from(svg), 512, false],
    // The artwork's farthest point from the centre is ~240 units; 0.8 keeps it inside the 204.8
    // unit radius of the safe zone.
    ['icon-maskable-512.png', fullBleed(0.8), 512, true],
    ['apple-touch-icon.png', fullBleed(0.9), 180, true],
  ];
  for (const [name, source, size, opaque] of outputs) {
    let image = sharp(source, { density: Math.ceil((72 * size) / 512) * 4 }).resize(size, size);
    if (opaque) image = image.flatten({ background: '#7048e8' });
    await image.png({ compressionLevel: 9 }).toFile(`${iconsDir}${name}`);
    console.log(`public/icons/${name} (${size}x${size})`);
  }
}

await main();
