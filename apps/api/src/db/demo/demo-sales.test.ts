import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PriceGuideIndex, PriceVerdict } from '@resale-zone/contract/price-guide';
import { listings } from '../schema.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { DEMO_LISTINGS } from './demo-data.ts';
import { seedDemo } from './seed-demo.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedDemo({
    db: t.database.db,
    imagesDir: path.join(t.env.DATA_DIR, 'images'),
    photoCacheDir: path.join(os.tmpdir(), 'resale-zone-test-demo-photos'),
  });
});
afterAll(() => t.close());

const verdictOf = async (model: string) => {
  const [listing] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.productName, model), eq(listings.isSold, false)));
  const res = await t.app.inject({ method: 'GET', url: `/api/price-guide/listing/${listing!.id}` });
  return PriceVerdict.parse(res.json());
};

test('the demo data gives several models a price guide, and the listings a label', async () => {
  const index = PriceGuideIndex.parse(
    (await t.app.inject({ method: 'GET', url: '/api/price-guide' })).json(),
  );
  expect(index.models.map((m) => m.slug)).toEqual(
    expect.arrayContaining([
      'iphone-13-128gb',
      'iphone-12-pro-256gb',
      'xiaomi-13t-pro-512gb',
      'redmi-note-12-pro-256gb',
      'oneplus-11-256gb',
    ]),
  );
  // Spelled three ways, shown by the name sellers used most.
  expect(index.models.find((m) => m.slug === 'iphone-13-128gb')?.model).toBe('iPhone 13 128GB');
  expect(await verdictOf('iPhone 13 128GB')).toMatchObject({
    verdict: 'fair',
    basis: 'condition',
  });
  expect((await verdictOf('iPhone 12 Pro 256GB')).verdict).toBe('above');
  expect((await verdictOf('Huawei P60 Pro 256GB')).verdict).toBeNull();
  // The spec's demo listings are all still on sale.
  const onSale = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.isSold, false));
  expect(onSale).toHaveLength(DEMO_LISTINGS.length);
});
