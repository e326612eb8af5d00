import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, bookings, users } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

// People both buy and sell, and admin rights can be given back (product.md §7, issue 21 item 2
// and 6): every role change goes through ACCOUNT_MOVES.

let t: TestContext;
/** Widens the window between counting the admins under their lock and changing the role. */
let pause = 0;
beforeAll(async () => {
  t = await createTestContext(
    {},
    { admin: { beforeRevokeAdmin: () => new Promise((r) => setTimeout(r, pause)) } },
  );
});
afterAll(() => t.close());

const roleOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]?.accountType;
const call = (
  who: SignedUp,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: who.headers, payload });

describe('Start selling', () => {
  test('a buyer becomes a seller and keeps their bookings; a repeat is a 409 saying so', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const seller = await signUpAs(t, { accountType: 'seller' });
    const phone = await createListing(t.database.db, { ...seller.user, id: seller.user.id });
    const booked = await call(buyer, 'POST', '/api/booking', {
      product_id: phone.id,
      number: '+8801712345678',
      place: 'Dhaka',
    });
    expect(booked.statusCode).toBe(201);

    const res = await call(buyer, 'POST', '/api/users/me/start-selling');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accountType: 'seller' });
    expect(await roleOf(buyer.user.id)).toBe('seller');
    // The same token works: the role is read on every request.
    const isSeller = await call(buyer, 'GET', `/api/users/seller/${buyer.user.email}`);
    expect(isSeller.json()).toEqual({ isSeller: true });
    const mine = await call(buyer, 'GET', `/api/bookings?email=${buyer.user.email}`);
    expect(mine.json()).toHaveLength(1);

    const again = await call(buyer, 'POST', '/api/users/me/start-selling');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You can already sell phones.');
  });

  test('an admin is told admins do not sell', async () => {
    const admin = await signUpAs(t, { accountType: 'admin' });
    const res = await call(admin, 'POST', '/api/users/me/start-selling');
    expect(res.statusCode).toBe(409);
    expect(await roleOf(admin.user.id)).toBe('admin');
  });

  test("a seller books another seller's phone, but not their own", async () => {
    const [one, two] = [
      await signUpAs(t, { accountType: 'seller' }),
      await signUpAs(t, { accountType: 'seller' }),
    ];
    const theirs = await createListing(t.database.db, two.user);
    const own = await createListing(t.database.db, one.user);
    const body = (id: string) => ({ product_id: id, number: '+8801712345678', place: 'Dhaka' });
    expect((await call(one, 'POST', '/api/booking', body(theirs.id))).statusCode).toBe(201);
    const refused = await call(one, 'POST', '/api/booking', body(own.id));
    expect(refused.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.buyerId, one.user.id), eq(bookings.listingId, own.id)));
    expect(rows).toHaveLength(0);
  });
});

describe('removing admin rights', () => {
  test('an admin makes a seller admin, then undoes it: a seller again, both audited', async () => {
    const admin = await signUpAs(t, { accountType: 'admin' });
    const seller = await signUpAs(t, { accountType: 'seller' });
    expect((await call(admin, 'PUT', `/api/allseller/admin/${seller.user.id}`)).statusCode).toBe(
      200,
    );
    expect(await roleOf(seller.user.id)).toBe('admin');
    const undo = await call(admin, 'DELETE', `/api/allseller/admin/${seller.user.id}`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await roleOf(seller.user.id)).toBe('seller');
    const trail = await t.database.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, seller.user.id));
    expect(trail.map((e) => e.action).sort()).toEqual(['make-admin', 'revoke-admin']);
    expect(trail.every((e) => e.actorId === admin.user.id)).toBe(true);
  });

  test('a removed admin loses the admin pages at once; admins are listed', async () => {
    const [one, two] = [
      await signUpAs(t, { accountType: 'admin' }),
      await signUpAs(t, { accountType: 'admin' }),
    ];
    const list = await call(one, 'GET', '/api/alladmins?limit=100');
    expect(list.json().map((p: { _id: string }) => p._id)).toContain(two.user.id);
    await call(one, 'DELETE', `/api/allseller/admin/${two.user.id}`);
    expect((await call(two, 'GET', '/api/allsellers')).statusCode).toBe(403);
  });

  test('never their own rights, and a non-admin or a missing account is refused with a reason', async () => {
    const admin = await signUpAs(t, { accountType: 'admin' });
    const seller = await signUpAs(t, { accountType: 'seller' });
    const own = await call(admin, 'DELETE', `/api/allseller/admin/${admin.user.id}`);
    expect(own.statusCode).toBe(403);
    const notAdmin = await call(admin, 'DELETE', `/api/allseller/admin/${seller.user.id}`);
    expect(notAdmin.statusCode).toBe(409);
    expect(notAdmin.json().message).toBe(`${seller.user.name} is not an admin.`);
    const missing = await call(
      admin,
      'DELETE',
      '/api/allseller/admin/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect(await roleOf(admin.user.id)).toBe('admin');
  });

  test('the last admin keeps the rights: two admins removing each other at once leave one', async () => {
    // Only these two are admins.
    await t.database.db
      .update(users)
      .set({ accountType: 'seller' })
      .where(eq(users.accountType, 'admin'));
    const [one, two] = [
      await signUpAs(t, { accountType: 'admin' }),
      await signUpAs(t, { accountType: 'admin' }),
    ];
    pause = 300;
    try {
      const answers = await Promise.all([
        call(one, 'DELETE', `/api/allseller/admin/${two.user.id}`),
        call(two, 'DELETE', `/api/allseller/admin/${one.user.id}`),
      ]);
      // The loser is refused: as the last admin (409) when both requests were in before the
      // first committed, or as no longer an admin (403) when it arrived after.
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const lost = answers.find((a) => a.statusCode === 409);
      if (lost) expect(lost.json().message).toMatch(/is the last admin/);
    } finally {
      pause = 0;
    }
    const admins = await t.database.db.select().from(users).where(eq(users.accountType, 'admin'));
    expect(admins).toHaveLength(1);
  });
});
