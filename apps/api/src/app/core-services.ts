import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { trustSettingsOf, type Trust } from '../domain/trust.ts';
import { createListingsRepo } from '../features/listings/listings.repo.ts';
import {
  createListingsService,
  type ListingsService,
} from '../features/listings/listings.service.ts';
import { createBrandsRepo } from '../features/brands/brands.repo.ts';
import { createBrandsService, type BrandsService } from '../features/brands/brands.service.ts';
import { createAreasRepo } from '../features/areas/areas.repo.ts';
import { createAreasService, type AreasService } from '../features/areas/areas.service.ts';
import { listingEvents } from '../features/saved-searches/saved-searches.jobs.ts';
import { createImeiRepo } from '../features/imei/imei.repo.ts';
import {
  createImeiAnswerLimiter,
  createImeiService,
  type ImeiService,
} from '../features/imei/imei.service.ts';
import {
  createImageUploadsRepo,
  createPhotoOwnership,
  type ImageUploadsRepo,
} from '../shared/images/image-uploads.ts';
import type { AppHooks } from './app-types.ts';

/**
 * The listing rules and what a listing leans on. The API uses them, and so do the sitemaps and the
 * listing pages (their 410 for a deleted listing), so the app makes them once for all three.
 */
export interface CoreServices {
  listings: ListingsService;
  brands: BrandsService;
  /** Areas and meeting spots (listings and profiles check their area against it). */
  areas: AreasService;
  imei: ImeiService;
  /** Who uploaded which image (listings check their photos against it). */
  imageUploads: ImageUploadsRepo;
  /** The Trusted seller thresholds and the clock of reviews and the badge. */
  trust: Trust;
}

export function createCoreServices(
  env: Env,
  database: Database,
  hooks: AppHooks,
  log: FastifyBaseLogger,
): CoreServices {
  const imei = createImeiService(createImeiRepo(database.db), {
    answers: createImeiAnswerLimiter(database.db),
    warn: (data, message) => log.warn(data, message),
  });
  // The Trusted seller badge's thresholds and clock (tests move the clock: hooks.reviews.now).
  const trust: Trust = {
    settings: trustSettingsOf(env),
    now: hooks.reviews?.now ?? (() => new Date()),
  };
  const brands = createBrandsService(createBrandsRepo(database.db));
  const imageUploads = createImageUploadsRepo(database.db);
  const areas = createAreasService(createAreasRepo(database.db));
  // A new listing and a price drop queue their alerts' jobs (features/saved-searches).
  const listings = createListingsService(
    createListingsRepo(database.db, trust),
    imei,
    brands,
    createPhotoOwnership(imageUploads),
    listingEvents,
    areas,
  );
  return { listings, brands, areas, imei, imageUploads, trust };
}
