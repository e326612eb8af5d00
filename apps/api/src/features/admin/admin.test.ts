import { describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { AuditEventList } from '@resale-zone/contract/admin';
import { PersonList } from '@resale-zone/contract/users';
import { bookings, listings, payments, reports, users } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { caller, heldSale } from '../../test/sales.ts';
import { type TestContext } from '../../test/test-app.ts';
import { useAccounts } from '../../test/use-test-app.ts';

let t: TestContext;
let admin: SignedUp;
useAccounts(['admin'], (...opened) => ([t, { admin }] = opened));

const get = (url: string, who?: SignedUp) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers });
const put = (url: string, who?: SignedUp) =>
  t.app.inject({ method: 'PUT', url, headers: who?.headers });
const del = (url: string, who?: SignedUp) =>
  t.app.inject({ method: 'DELETE', url, headers: who?.headers });

async function book(
  buyerId: string,
  listing: { id: string; productName: string; productPhoto: string },
  isPaid = false,
) {
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      listingId: listing.id,
      buyerId,
      name: 'B',
      email: 'b@example.test',
      productName: listing.productName,
      photo: listing.productPhoto,
      priceCents: 10_000,
      number: '01711000000',
      place: 'Banani',
      isPaid,
      transactionId: isPaid ? `pi_${Math.random()}` : null,
    })
    .returning();
  return row!;
}

describe('admin endpoints refuse everyone but admins', () => {
  test.each([
    ['GET', '/api/allsellers'],
    ['GET', '/api/allbuyers'],
    ['PUT', '/api/allseller/admin/x'],
    ['DELETE', '/api/allsellers/x'],
    ['DELETE', '/api/allbuyers/x'],
    ['GET', '/api/reported/product'],
    ['DELETE', '/api/reportedproduct/x'],
    ['DELETE', '/api/reportedproduct/x/reports'],
    ['GET', '/api/audit'],
  ] as const)('%s %s: 401 anonymous, 403 buyer and seller', async (method, url) => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const seller = await signUpAs(t, { accountType: 'seller' });
    expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    expect((await t.app.inject({ method, url, headers: buyer.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method, url, headers: seller.headers })).statusCode).toBe(403);
  });
});

describe('sellers and buyers', () => {
  test('an admin lists sellers and buyers with a total and a search', async () => {
    await createUser(t.database.db, { accountType: 'seller', name: 'Zed Unique Seller' });
    await createUser(t.database.db, { accountType: 'buyer', name: 'Yara Unique Buyer' });
    const sellers = await get('/api/allsellers?q=zed%20unique', admin);
    expect(sellers.statusCode).toBe(200);
    expect(PersonList.parse(sellers.json()).map((p) => p.name)).toEqual(['Zed Unique Seller']);
    expect(sellers.headers['x-total-count']).toBe('1');
    const buyers = PersonList.parse((await get('/api/allbuyers', admin)).json());
    expect(buyers.every((p) => p.accountType === 'buyer')).toBe(true);
    expect(buyers.some((p) => p.name === 'Yara Unique Buyer')).toBe(true);
    expect(JSON.stringify(buyers)).not.toMatch(/password|hash/i);
  });

  test('make admin promotes a seller, ends their sessions, and is recorded', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const res = await put(`/api/allseller/admin/${seller.user.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ modifiedCount: 1 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, seller.user.id));
    expect(row?.accountType).toBe('admin');
    // Their old session and token no longer work: the new role starts with a fresh sign-in.
    expect((await get('/api/addproduct', seller)).statusCode).toBe(401);
    expect((await put(`/api/allseller/admin/${seller.user.id}`, admin)).statusCode).toBe(409);
    const audit = AuditEventList.parse((await get('/api/audit', admin)).json());
    expect(audit[0]).toMatchObject({
      action: 'make-admin',
      targetId: seller.user.id,
      actorId: admin.user.id,
    });
  });

  test('deleting a seller removes their unsold phones and open bookings, keeps sales and payments, and ends their tokens', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await createUser(t.database.db);
    const who = { id: seller.user.id, name: seller.user.name, email: seller.user.email };
    const unsold = await createListing(t.database.db, who);
    const sold = await createListing(t.database.db, who, { isSold: true });
    const open = await book(buyer.id, unsold);
    const paid = await book(buyer.id, sold, true);
    await t.database.db.insert(payments).values({
      bookingId: paid.id,
      priceCents: 10_000,
      transactionId: paid.transactionId!,
      email: buyer.email,
    });

    const res = await del(`/api/allsellers/${seller.user.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deletedCount: 1 });

    expect(
      await t.database.db.select().from(listings).where(eq(listings.id, unsold.id)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.id, open.id)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(listings).where(eq(listings.id, sold.id)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.id, paid.id)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(payments).where(eq(payments.bookingId, paid.id)),
    ).toHaveLength(1);
    expect((await get('/api/addproduct', seller)).statusCode).toBe(401);
  });

  test('deleting a buyer removes their open bookings and keeps paid ones', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const seller = await createUser(t.database.db, { accountType: 'seller' });
    const a = await createListing(t.database.db, seller);
    const b = await createListing(t.database.db, seller, { isSold: true });
    const open = await book(buyer.user.id, a);
    const paid = await book(buyer.user.id, b, true);

    expect((await del(`/api/allbuyers/${buyer.user.id}`, admin)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.id, open.id)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.id, paid.id)),
    ).toHaveLength(1);
    expect((await get('/api/bookings', buyer)).statusCode).toBe(401);
  });

  test('an account with a payment on hold is kept, with the phone named, until the hold ends', async () => {
    const sale = await heldSale(t);
    for (const [url, who] of [
      [`/api/allsellers/${sale.seller.user.id}`, sale.seller],
      [`/api/allbuyers/${sale.buyer.user.id}`, sale.buyer],
    ] as const) {
      const refused = await del(url, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(
        `has a payment on hold or in dispute for ${sale.listing.productName}`,
      );
      // Nothing was removed: the account, and (below) the reserved phone.
      expect(
        await t.database.db.select().from(users).where(eq(users.id, who.user.id)),
      ).toHaveLength(1);
    }
    expect(
      await t.database.db.select().from(listings).where(eq(listings.id, sale.listing.id)),
    ).toHaveLength(1);

    const cancelled = await caller(t)(sale.buyer, 'POST', `/bookings/${sale.bookingId}/cancel`, {
      reason: 'Found one nearer home',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const deleted = await del(`/api/allsellers/${sale.seller.user.id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  test('the endpoints match the account type, and an admin cannot delete themself', async () => {
    const buyer = await createUser(t.database.db, { accountType: 'buyer' });
    const seller = await createUser(t.database.db, { accountType: 'seller' });
    expect((await del(`/api/allsellers/${buyer.id}`, admin)).statusCode).toBe(404);
    expect((await del(`/api/allbuyers/${seller.id}`, admin)).statusCode).toBe(404);
    expect((await del(`/api/allsellers/${admin.user.id}`, admin)).statusCode).toBe(403);
    expect((await del(`/api/allbuyers/${admin.user.id}`, admin)).statusCode).toBe(403);
    expect((await put(`/api/allseller/admin/${admin.user.id}`, admin)).statusCode).toBe(409);
  });
});

describe('reported products', () => {
  test('an admin sees reported listings with their count and reasons, deletes one at once, dismisses another', async () => {
    const seller = await createUser(t.database.db, { accountType: 'seller' });
    const r1 = await createUser(t.database.db);
    const r2 = await createUser(t.database.db);
    const bad = await createListing(t.database.db, seller, {
      productName: 'Fake iPhone',
      isReported: true,
    });
    const fine = await createListing(t.database.db, seller, {
      productName: 'Real OnePlus',
      isReported: true,
    });
    await t.database.db.insert(reports).values([
      { listingId: bad.id, reporterId: r1.id, reason: 'counterfeit' },
      { listingId: bad.id, reporterId: r2.id, reason: 'scam' },
      { listingId: fine.id, reporterId: r1.id },
    ]);

    const list = await get('/api/reported/product', admin);
    expect(list.statusCode).toBe(200);
    const fake = list.json().find((p: { _id: string }) => p._id === bad.id);
    expect(fake).toMatchObject({
      productName: 'Fake iPhone',
      reportCount: 2,
      reasons: ['counterfeit', 'scam'],
    });

    const deleted = await del(`/api/reportedproduct/${bad.id}`, admin);
    expect(deleted.json()).toMatchObject({ deletedCount: 1 });
    expect(await t.database.db.select().from(listings).where(eq(listings.id, bad.id))).toHaveLength(
      0,
    );

    const dismissed = await del(`/api/reportedproduct/${fine.id}/reports`, admin);
    expect(dismissed.json()).toMatchObject({ deletedCount: 1 });
    const [kept] = await t.database.db.select().from(listings).where(eq(listings.id, fine.id));
    expect(kept?.isReported).toBe(false);

    const events = AuditEventList.parse((await get('/api/audit', admin)).json());
    const actions = events.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['delete-listing', 'dismiss-reports']));
    // The removal names who did it and what it was, though the listing is gone.
    expect(
      events.find((e) => e.action === 'delete-listing' && e.targetId === bad.id),
    ).toMatchObject({ actorId: admin.user.id, targetType: 'listing', detail: 'Fake iPhone' });
  });

  test('only a reported, unsold listing is deleted here; the others are refused and kept', async () => {
    const seller = await createUser(t.database.db, { accountType: 'seller' });
    const unreported = await createListing(t.database.db, seller, { productName: 'Clean Pixel' });
    const sold = await createListing(t.database.db, seller, {
      productName: 'Sold Galaxy',
      isReported: true,
      isSold: true,
      soldAt: new Date(),
    });
    const buyer = await createUser(t.database.db);
    const sale = await book(buyer.id, sold, true);

    const notReported = await del(`/api/reportedproduct/${unreported.id}`, admin);
    expect(notReported.statusCode).toBe(409);
    expect(notReported.json().message).toBe(
      'Clean Pixel has no open reports; only reported phones are removed here.',
    );
    const wasSold = await del(`/api/reportedproduct/${sold.id}`, admin);
    expect(wasSold.statusCode).toBe(409);
    expect(wasSold.json().message).toBe('Sold Galaxy is sold; a sold phone stays listed.');
    const missing = await del('/api/reportedproduct/00000000-0000-4000-8000-000000000000', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This phone is no longer listed.');

    // Both listings and the sale the buyer and seller see in their orders are still there.
    for (const id of [unreported.id, sold.id])
      expect(await t.database.db.select().from(listings).where(eq(listings.id, id))).toHaveLength(
        1,
      );
    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.id, sale.id)),
    ).toHaveLength(1);
  });
});
