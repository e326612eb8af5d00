import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ProductList } from '@resale-zone/contract/listings';
import { createListing, createUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /api/advertise', () => {
  test('lists advertised, unsold listings, most recently advertised first, with dollar prices', async () => {
    const seller = await createUser(t.database.db, { accountType: 'seller', name: 'Sam' });
    const older = await createListing(t.database.db, seller, {
      productName: 'Older ad',
      isAdvertised: true,
      advertisedAt: new Date('2026-11-01T10:00:00Z'),
      resalePriceCents: 123_450,
    });
    const newer = await createListing(t.database.db, seller, {
      productName: 'Newer ad',
      isAdvertised: true,
      advertisedAt: new Date('2026-11-02T10:00:00Z'),
    });
    await createListing(t.database.db, seller, { productName: 'Not advertised' });
    await createListing(t.database.db, seller, {
      productName: 'Sold ad',
      isAdvertised: true,
      advertisedAt: new Date('2026-11-03T10:00:00Z'),
      isSold: true,
    });

    const res = await t.app.inject({ method: 'GET', url: '/api/advertise' });

    expect(res.statusCode).toBe(200);
    const products = ProductList.parse(res.json());
    expect(products.map((p) => p.productName)).toEqual(['Newer ad', 'Older ad']);
    expect(products[0]?._id).toBe(newer.id);
    const olderAnswer = products.find((p) => p._id === older.id)!;
    expect(olderAnswer.resalePrice).toBe(1234.5);
    expect(olderAnswer.publish).toBe('advertise');
    expect(olderAnswer.paid).toBe(false);
  });
});

describe('GET /api/categories/:brand', () => {
  test('lists the unsold listings of one brand, newest first', async () => {
    const seller = await createUser(t.database.db, { accountType: 'seller' });
    await createListing(t.database.db, seller, {
      productName: 'Nord 3',
      category: 'One plus',
      createdAt: new Date('2026-10-01'),
    });
    await createListing(t.database.db, seller, {
      productName: 'OnePlus 12',
      category: 'One plus',
      createdAt: new Date('2026-10-05'),
    });
    await createListing(t.database.db, seller, {
      productName: 'Sold 11',
      category: 'One plus',
      isSold: true,
    });
    await createListing(t.database.db, seller, { productName: 'Mi 13', category: 'Xiaomi' });

    const res = await t.app.inject({ method: 'GET', url: '/api/categories/oneplus' });

    expect(res.statusCode).toBe(200);
    expect(ProductList.parse(res.json()).map((p) => p.productName)).toEqual([
      'OnePlus 12',
      'Nord 3',
    ]);
  });

  test('a malformed brand is a 400 naming the parameter; a brand nobody added is a 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories/Nokia!' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field: 'brand' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/categories/blackberry' });
    expect(unknown.statusCode).toBe(404);
  });
});
