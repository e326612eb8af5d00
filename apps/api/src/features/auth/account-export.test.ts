import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { AccountExport } from '@resale-zone/contract/account';
import { users } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller, completedSale, type Call } from '../../test/sales.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
useTestApp((...app) => ([t, call] = app));

/** The download as a plain link gets it: the session cookie only, no bearer token. */
const download = (who: SignedUp) =>
  t.app.inject({
    method: 'GET',
    url: '/api/users/me/export',
    headers: { cookie: who.cookie },
  });

describe('download my data', () => {
  test('a plain link downloads the member’s own data as a file, with no one else’s address or phone', async () => {
    const sale = await completedSale(t);
    const { seller, buyer } = sale;
    await t.database.db
      .update(users)
      .set({ phone: '+8801712345678', bio: 'I sell my old phones.' })
      .where(eq(users.id, seller.user.id));
    const other = await createListing(t.database.db, asSeller(seller));
    expect(
      (await call(buyer, 'POST', '/offers', { product_id: other.id, price: 300 })).statusCode,
    ).toBe(201);
    const chat = await call(buyer, 'POST', '/conversations', { listingId: sale.listing.id });
    const chatId = chat.json()._id as string;
    await call(buyer, 'POST', `/conversations/${chatId}/messages`, { body: 'Is it unlocked?' });
    await call(seller, 'POST', `/conversations/${chatId}/messages`, { body: 'Yes, any SIM.' });
    expect(
      (
        await call(buyer, 'POST', `/bookings/${sale.bookingId}/review`, {
          stars: 4,
          text: 'Good phone.',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call(seller, 'POST', `/bookings/${sale.bookingId}/review`, {
          stars: 5,
          text: 'Paid and came on time.',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call(seller, 'PUT', '/notifications/preferences', { kind: 'message', email: false }))
        .statusCode,
    ).toBe(200);

    const res = await download(seller);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="resale-zone-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['content-type']).toContain('application/json');
    const data = AccountExport.parse(res.json());

    expect(data.profile).toMatchObject({
      _id: seller.user.id,
      email: seller.user.email,
      phone: '+8801712345678',
      bio: 'I sell my old phones.',
    });
    expect(data.listings.map((l) => l._id).sort()).toEqual([sale.listing.id, other.id].sort());
    expect(data.listings.find((l) => l._id === sale.listing.id)!.availability).toBe('sold');
    expect(data.bookings.received).toEqual([
      expect.objectContaining({ _id: sale.bookingId, buyerName: buyer.user.name }),
    ]);
    expect(data.offers.received).toEqual([
      expect.objectContaining({ productName: other.productName, amountCents: 30_000 }),
    ]);
    expect(data.conversations).toEqual([
      expect.objectContaining({
        _id: chatId,
        with: buyer.user.name,
        messages: [
          expect.objectContaining({ fromMe: false, body: 'Is it unlocked?' }),
          expect.objectContaining({ fromMe: true, body: 'Yes, any SIM.' }),
        ],
      }),
    ]);
    expect(data.reviews.written).toEqual([
      expect.objectContaining({ stars: 5, body: 'Paid and came on time.' }),
    ]);
    expect(data.reviews.received).toEqual([
      expect.objectContaining({ stars: 4, body: 'Good phone.', author: buyer.user.name }),
    ]);

    expect(data.notificationPreferences).toEqual([{ kind: 'message', email: false }]);

    // Nothing private of anyone else: not the buyer's address, nor the phone number they booked with.
    expect(res.body).not.toContain(buyer.user.email);
    expect(res.body).not.toContain('01711000000');

    // The buyer's own file has their booking, with their own number, and not the seller's phone.
    const mine = AccountExport.parse((await download(buyer)).json());
    expect(mine.bookings.made).toEqual([
      expect.objectContaining({ _id: sale.bookingId, number: '01711000000' }),
    ]);
    expect(mine.offers.made).toHaveLength(1);
    expect(JSON.stringify(mine)).not.toContain('+8801712345678');
    expect(JSON.stringify(mine)).not.toContain(seller.user.email);
  });

  test('without a session it is a 401; a bearer token works too', async () => {
    const noOne = await t.app.inject({ method: 'GET', url: '/api/users/me/export' });
    expect(noOne.statusCode).toBe(401);
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/export',
      headers: buyer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(AccountExport.parse(res.json()).profile._id).toBe(buyer.user.id);
  });
});

describe('download my data: the limit', () => {
  test('five downloads an hour, then a 429 with Retry-After', async () => {
    const limited = await createTestContext({ RATE_LIMIT: 'on' });
    try {
      const buyer = await signUpAs(limited, { accountType: 'buyer' });
      const get = () =>
        limited.app.inject({
          method: 'GET',
          url: '/api/users/me/export',
          headers: { cookie: buyer.cookie },
        });
      for (let i = 0; i < 5; i++) expect((await get()).statusCode).toBe(200);
      const refused = await get();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
