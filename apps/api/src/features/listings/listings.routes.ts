import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CategoryParams, ProductList } from '@resale-zone/contract/listings';
import type { ListingsService } from './listings.service.ts';

export function listingsRoutes(listings: ListingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/advertise', { schema: { response: { 200: ProductList } } }, () =>
      listings.featured(),
    );

    app.get(
      '/categories/:brand',
      { schema: { params: CategoryParams, response: { 200: ProductList } } },
      (req) => listings.byCategory(req.params.brand),
    );
  };
}
