import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Brand, BrandList, BrandParams, NewBrand, RenameBrand } from '@resale-zone/contract/brands';
import { DeletedAnswer } from '@resale-zone/contract/common';
import type { BrandsService } from './brands.service.ts';
import { forAdmin } from '../../lib/route-options.ts';

/** The tag of the brand list in the public cache. */
export const BRANDS_TAG = 'brands';

/**
 * `GET /brands` (public, cached) and the admins' `/admin/brands` writes. A write flushes the
 * public cache: a brand's title shows in the menu, footer and filters of every cached page.
 */
export function brandsRoutes(brands: BrandsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/brands',
      {
        config: { publicCache: { tags: () => [BRANDS_TAG] } },
        schema: { response: { 200: BrandList } },
      },
      () => brands.list(),
    );

    app.post(
      '/admin/brands',
      forAdmin({ body: NewBrand, response: { 201: Brand } }, 'flushes'),
      async (req, reply) => reply.code(201).send(await brands.add(req.user!, req.body)),
    );

    app.put(
      '/admin/brands/:slug',
      forAdmin({ params: BrandParams, body: RenameBrand, response: { 200: Brand } }, 'flushes'),
      (req) => brands.rename(req.user!, req.params.slug, req.body.title),
    );

    app.delete(
      '/admin/brands/:slug',
      forAdmin({ params: BrandParams, response: { 200: DeletedAnswer } }, 'flushes'),
      async (req) => {
        await brands.remove(req.user!, req.params.slug);
        return { acknowledged: true, deletedCount: 1 };
      },
    );
  };
}
