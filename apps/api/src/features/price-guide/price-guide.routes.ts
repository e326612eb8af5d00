import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@resale-zone/contract/common';
import {
  PriceGuide,
  PriceGuideIndex,
  PriceGuideParams,
  PriceVerdict,
} from '@resale-zone/contract/price-guide';
import type { PriceGuideService } from './price-guide.service.ts';

/**
 * The price guide (decision 031), public. Its answers are not kept in the public answer cache:
 * they change with every completed sale and as the 90-day window moves, with no write to report.
 */
export function priceGuideRoutes(guide: PriceGuideService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/price-guide', { schema: { response: { 200: PriceGuideIndex } } }, () =>
      guide.index(),
    );

    app.get(
      '/price-guide/listing/:id',
      { schema: { params: IdParams, response: { 200: PriceVerdict } } },
      (req) => guide.verdict(req.params.id),
    );

    app.get(
      '/price-guide/:brand/:model',
      { schema: { params: PriceGuideParams, response: { 200: PriceGuide } } },
      (req) => guide.guide(req.params.brand, req.params.model),
    );
  };
}
