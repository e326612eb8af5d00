// Renders the site's illustrations (art/scenes.ts) to WebP files in images/, one per output width.
// Run after changing a scene, then commit the images:
//   node --import tsx apps/web/src/assets/render-images.mjs
// sharp is installed for the API; the web app only ships the resulting files.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SCENES } from './art/scenes.ts';

const outDir = path.join(import.meta.dirname, 'images');
await fs.mkdir(outDir, { recursive: true });

for (const scene of SCENES) {
  const svg = Buffer.from(scene.svg());
  for (const width of scene.widths) {
    const file = path.join(outDir, `${scene.name}-${width}.webp`);
    const { size } = await sharp(svg, { density: 72 * (width / scene.width) * 2 })
      .resize(width)
      .webp({ quality: 78, effort: 6 })
      .toFile(file);
    console.log(`${path.relative(process.cwd(), file)}  ${(size / 1024).toFixed(1)} KiB`);
  }
}
