import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  bookings,
  listings,
  notifications,
  offers,
  sessions,
  userPasswords,
  users,
} from '../../db/schema.ts';
import { signUpAs, TEST_PASSWORD, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import {
  asSeller,
  bookedPhone,
  completedSale,
  disputedSale,
  heldSale,
  type Call,
} from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
useTestApp((...app) => ([t, call] = app));

const deleteAccount = (who: SignedUp, password = TEST_PASSWORD) =>
  call(who, 'DELETE', '/users/me', { password });
const signIn = (email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
const userRow = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const verify = (who: SignedUp) =>
  t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, who.user.id));

describe('deleting one’s own account: refusals', () => {
  test('a wrong password is a 400 naming the field, and nothing changes', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const res = await deleteAccount(seller, 'not-my-password-at-all');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'password' });
    expect((await userRow(seller.user.id)).deletedAt).toBeNull();
    expect((await call(seller, 'GET', '/users/me/profile')).statusCode).toBe(200);
  });

  test('a payment held on one of their phones (seller) or by them (buyer) is a 409 naming the phone', async () => {
    const sale = await heldSale(t);
    for (const who of [sale.seller, sale.buyer]) {
      const res = await deleteAccount(who);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain(sale.listing.productName);
      expect(res.json().message).toContain('on hold or in dispute');
      expect((await userRow(who.user.id)).deletedAt).toBeNull();
    }
    const [listing] = await t.database.db
      .select()
      .from(listings)
      .where(eq(listings.id, sale.listing.id));
    expect(listing).toBeDefined();
  });

  test('an open dispute is a 409 for both sides', async () => {
    const sale = await disputedSale(t);
    for (const who of [sale.seller, sale.buyer]) {
      expect((await deleteAccount(who)).statusCode).toBe(409);
    }
  });

  test('an admin account is refused (another admin removes the rights first)', async () => {
    const admin = await signUpAs(t, { accountType: 'admin' });
    const res = await deleteAccount(admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('admin rights');
  });

  test('an account already deleted cannot be deleted again: its token no longer works', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    expect((await deleteAccount(buyer)).statusCode).toBe(200);
    expect((await deleteAccount(buyer)).statusCode).toBe(401);
  });
});

describe('deleting one’s own account: what happens', () => {
  test('sessions end everywhere, the account cannot sign in again, and its address is free', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer', name: 'Dana Leaving' });
    const secondDevice = await signIn(buyer.user.email);
    expect(secondDevice.statusCode).toBe(200);

    const res = await deleteAccount(buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });

    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, buyer.user.id)),
    ).toEqual([]);
    expect((await call(buyer, 'GET', '/users/me/profile')).statusCode).toBe(401);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: buyer.cookie },
    });
    expect(session.json().user ?? null).toBeNull();
    expect((await signIn(buyer.user.email)).statusCode).toBe(401);

    const row = await userRow(buyer.user.id);
    expect(row).toMatchObject({
      name: 'A former member',
      image: null,
      bio: null,
      location: null,
      phone: null,
      emailVerified: false,
    });
    expect(row.email).not.toContain(buyer.user.email.split('@')[0]);
    expect(row.deletedAt).not.toBeNull();

    // The address is free: someone may sign up with it, as a new account.
    const again = await signUpAs(t, { accountType: 'buyer', email: buyer.user.email });
    expect(again.user.id).not.toBe(buyer.user.id);
  });

  test('sign-in refuses a deleted account on its own, even if an address and a password matched it again', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const [stored] = await t.database.db
      .select({ passwordHash: userPasswords.passwordHash })
      .from(userPasswords)
      .where(eq(userPasswords.userId, buyer.user.id));
    expect((await deleteAccount(buyer)).statusCode).toBe(200);
    // What deleting removed, put back by hand: only the separate check stands in the way.
    const revived = `revived-${buyer.user.id}@example.test`;
    await t.database.db.update(users).set({ email: revived }).where(eq(users.id, buyer.user.id));
    await t.database.db
      .insert(userPasswords)
      .values({ userId: buyer.user.id, passwordHash: stored!.passwordHash });
    const res = await signIn(revived);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Wrong email or password.');
  });

  test('a seller’s unsold phones leave the public lists, sold ones stay on record, buyers and bidders hear of it', async () => {
    const sold = await completedSale(t);
    const seller = sold.seller;
    const unsold = await createListing(t.database.db, asSeller(seller));
    const booker = await signUpAs(t, { accountType: 'buyer' });
    const bidder = await signUpAs(t, { accountType: 'buyer' });
    await verify(booker);
    await verify(bidder);
    const booked = await call(booker, 'POST', '/booking', {
      product_id: unsold.id,
      number: '01711000001',
      place: 'Gulshan 2',
    });
    expect(booked.statusCode).toBe(201);
    const offered = await call(bidder, 'POST', '/offers', { product_id: unsold.id, price: 300 });
    expect(offered.statusCode).toBe(201);

    expect((await deleteAccount(seller)).statusCode).toBe(200);

    const category = await call(null, 'GET', '/categories/iphone');
    const ids = (category.json() as { _id: string }[]).map((l) => l._id);
    expect(ids).not.toContain(unsold.id);
    expect((await call(null, 'GET', `/products/${unsold.id}`)).statusCode).toBe(404);
    const [kept] = await t.database.db
      .select()
      .from(listings)
      .where(eq(listings.id, sold.listing.id));
    expect(kept).toMatchObject({ isSold: true, sellerName: 'A former member' });
    expect(kept!.sellerEmail).not.toBe(seller.user.email);

    const bellOf = async (who: SignedUp) =>
      (
        await t.database.db
          .select({ kind: notifications.kind, title: notifications.title })
          .from(notifications)
          .where(eq(notifications.userId, who.user.id))
      ).map((n) => `${n.kind}: ${n.title}`);
    expect(await bellOf(booker)).toContain(`booking: Booking ended: ${unsold.productName}`);
    expect(await bellOf(bidder)).toContain(`offer: Offer ended: ${unsold.productName}`);
    // The buyer of the sold phone keeps the sale, and sees the seller as a former member.
    const order = await call(sold.buyer, 'GET', `/bookings/${sold.bookingId}`);
    expect(order.statusCode).toBe(200);
    expect(JSON.stringify(order.json())).not.toContain(seller.user.email);
  });

  test('a buyer’s unpaid bookings and open offers end, and the sellers hear of it', async () => {
    const { seller, buyer, listing } = await bookedPhone(t);
    await verify(seller);
    const other = await createListing(t.database.db, asSeller(seller));
    expect(
      (await call(buyer, 'POST', '/offers', { product_id: other.id, price: 300 })).statusCode,
    ).toBe(201);

    expect((await deleteAccount(buyer)).statusCode).toBe(200);

    expect(
      await t.database.db.select().from(bookings).where(eq(bookings.buyerId, buyer.user.id)),
    ).toEqual([]);
    const [theOffer] = await t.database.db
      .select()
      .from(offers)
      .where(eq(offers.buyerId, buyer.user.id));
    expect(theOffer!.state).toBe('withdrawn');
    const titles = (
      await t.database.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(eq(notifications.userId, seller.user.id))
    ).map((n) => n.title);
    expect(titles).toContain(`Booking ended: ${listing.productName}`);
    expect(titles).toContain(`Offer ended: ${other.productName}`);
    // Both phones are still for sale.
    const ids = ((await call(null, 'GET', '/categories/iphone')).json() as { _id: string }[]).map(
      (l) => l._id,
    );
    expect(ids).toEqual(expect.arrayContaining([listing.id, other.id]));
  });

  test('messages stay for the other side, from “A former member”; reviews stay, anonymised; the profile is gone', async () => {
    const sale = await completedSale(t);
    const opened = await call(sale.buyer, 'POST', '/conversations', {
      listingId: sale.listing.id,
    });
    const chatId = opened.json()._id as string;
    expect(
      (
        await call(sale.buyer, 'POST', `/conversations/${chatId}/messages`, {
          body: 'Thanks, the phone works well.',
        })
      ).statusCode,
    ).toBe(201);
    const review = await call(sale.buyer, 'POST', `/bookings/${sale.bookingId}/review`, {
      stars: 5,
      text: 'A fair and friendly seller.',
    });
    expect(review.statusCode).toBe(201);

    expect((await deleteAccount(sale.buyer)).statusCode).toBe(200);

    const chat = await call(sale.seller, 'GET', `/conversations/${chatId}`);
    expect(chat.statusCode).toBe(200);
    expect(chat.json().otherName).toBe('A former member');
    expect(JSON.stringify(chat.json())).toContain('Thanks, the phone works well.');

    const reviews = await call(null, 'GET', `/sellers/${sale.seller.user.id}/reviews`);
    const shown = JSON.stringify(reviews.json());
    expect(shown).toContain('A fair and friendly seller.');
    expect(shown).toContain('A former member');
    expect(shown).not.toContain(sale.buyer.user.name);

    const profile = await call(null, 'GET', `/sellers/${sale.buyer.user.id}`);
    expect(profile.statusCode).toBe(404);
    // The seller's order keeps the sale without the buyer's address or phone number.
    const [order] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, sale.bookingId));
    expect(order).toMatchObject({ name: 'A former member', number: '', state: 'completed' });
    expect(order!.email).not.toBe(sale.buyer.user.email);
  });
});
