import { performance } from 'node:perf_hooks';
import { demoPhotoVariants } from './db/demo/seed-demo.ts';
import { ensureTemplate, START_CACHE_DIR } from './db/embedded-template.ts';
import { createImagesService } from './features/images/images.service.ts';
import { createLocalImageStore } from './features/images/local-image-store.ts';

// `npm run build` (apps/api): does once what would slow down a first `npm start` on the embedded
// database: the migrated template database and the rendered demo photos, kept in
// node_modules/.cache/resale-zone. Both are reused until what makes them changes.
const started = performance.now();
await ensureTemplate(START_CACHE_DIR);
// The store is never written to: the photos are only encoded and cached here.
const images = createImagesService(createLocalImageStore(START_CACHE_DIR));
await demoPhotoVariants(images, START_CACHE_DIR);
console.log(
  `start-up cache ready in ${Math.round(performance.now() - started)} ms: ${START_CACHE_DIR}`,
);
