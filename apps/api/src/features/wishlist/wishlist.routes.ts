import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeletedAnswer, IdParams } from '@resale-zone/contract/common';
import { WishlistIds, WishlistList, WishlistSaveAnswer } from '@resale-zone/contract/wishlist';
import { requireRole } from '../../lib/auth-guards.ts';
import type { WishlistService } from './wishlist.service.ts';

/** A buyer's saved phones. Always the caller's own list: no route takes a buyer id or email. */
export function wishlistRoutes(wishlist: WishlistService): FastifyPluginAsyncZod {
  return async (app) => {
    // People both buy and sell (product.md §7): a seller keeps a wishlist too.
    const buyersOnly = requireRole('buyer', 'seller');

    app.get(
      '/wishlist',
      { onRequest: buyersOnly, schema: { response: { 200: WishlistList } } },
      (req) => wishlist.list(req.user!),
    );

    app.get(
      '/wishlist/ids',
      { onRequest: buyersOnly, schema: { response: { 200: WishlistIds } } },
      (req) => wishlist.ids(req.user!),
    );

    // A wishlist is private: saving to it keeps the public cache.

    app.put(
      '/wishlist/:id',
      {
        config: { publicCache: 'keeps' },
        onRequest: buyersOnly,
        schema: { params: IdParams, response: { 200: WishlistSaveAnswer } },
      },
      (req) => wishlist.save(req.user!, req.params.id),
    );

    app.delete(
      '/wishlist/:id',
      {
        config: { publicCache: 'keeps' },
        onRequest: buyersOnly,
        schema: { params: IdParams, response: { 200: DeletedAnswer } },
      },
      async (req) => ({
        acknowledged: true,
        deletedCount: await wishlist.remove(req.user!, req.params.id),
      }),
    );
  };
}
