import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { ProductList } from '@resale-zone/contract/listings';
import { bookings, listings, reports } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { asSeller, bookingRow } from '../../test/sales.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('DELETE /api/products/:id', () => {
  test('the owner deletes a phone: it vanishes everywhere, with its open bookings', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const listing = await createListing(t.database.db, asSeller(seller), {
      isAdvertised: true,
      advertisedAt: new Date(),
    });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    await t.database.db.insert(bookings).values(bookingRow(listing, buyer));

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${listing.id}`,
      headers: seller.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deletedCount: 1 });
    const featured = ProductList.parse(
      (await t.app.inject({ method: 'GET', url: '/api/advertise' })).json(),
    );
    expect(featured.some((p) => p._id === listing.id)).toBe(false);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.buyerId, buyer.user.id)),
    ).toHaveLength(0);
  });

  test('another seller and a buyer cannot delete it; an admin can; a sold phone stays', async () => {
    const owner = await signUpAs(t, { accountType: 'seller' });
    const other = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const admin = await signUpAs(t, { accountType: 'admin' });
    const seller = asSeller(owner);
    const listing = await createListing(t.database.db, seller);
    const sold = await createListing(t.database.db, seller, { isSold: true });

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${listing.id}`,
          headers: other.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${listing.id}`,
          headers: buyer.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/products/${listing.id}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${sold.id}`,
          headers: owner.headers,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/products/${listing.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('PUT /api/addproduct/report/:id', () => {
  test('a signed-in user reports a listing once; a second report is accepted without a second record', async () => {
    const owner = await createUser(t.database.db, { accountType: 'seller' });
    const listing = await createListing(t.database.db, owner);
    const buyer = await signUpAs(t, { accountType: 'buyer' });

    const first = await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/report/${listing.id}`,
      headers: buyer.headers,
      payload: { reason: 'stolen' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ modifiedCount: 1, alreadyReported: false });

    const second = await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/report/${listing.id}`,
      headers: buyer.headers,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ modifiedCount: 0, alreadyReported: true });

    expect(
      await t.database.db.select().from(reports).where(eq(reports.listingId, listing.id)),
    ).toHaveLength(1);
    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.isReported).toBe(true);
  });

  test('anonymous reports are refused and an unknown reason is a 400', async () => {
    const owner = await createUser(t.database.db, { accountType: 'seller' });
    const listing = await createListing(t.database.db, owner);
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/addproduct/report/${listing.id}` }))
        .statusCode,
    ).toBe(401);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/addproduct/report/${listing.id}`,
      headers: buyer.headers,
      payload: { reason: 'ugly' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('reason');
  });
});

describe('GET /api/reports/mine', () => {
  test('a person’s own reports only, so that their Report buttons still say Reported after a reload', async () => {
    const owner = await createUser(t.database.db, { accountType: 'seller' });
    const first = await createListing(t.database.db, owner);
    const second = await createListing(t.database.db, owner);
    const untouched = await createListing(t.database.db, owner);
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const other = await signUpAs(t, { accountType: 'seller' });
    const report = (id: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: `/api/addproduct/report/${id}`, headers });
    const mine = (headers?: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/reports/mine', headers });

    expect((await mine(buyer.headers)).json()).toEqual({ ids: [] });
    await report(first.id, buyer.headers);
    await report(second.id, buyer.headers);
    await report(untouched.id, other.headers);

    const answer = await mine(buyer.headers);
    expect(answer.statusCode).toBe(200);
    expect(new Set(answer.json().ids)).toEqual(new Set([first.id, second.id]));
    expect((await mine(other.headers)).json()).toEqual({ ids: [untouched.id] });
    expect((await mine()).statusCode).toBe(401);
  });
});
