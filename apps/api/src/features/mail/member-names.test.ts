import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, payFor } from '../../test/sales.ts';
import { ErrorAnswer } from '@resale-zone/contract/common';
import { mailOutbox, users } from '../../db/schema.ts';
import { signUpAs, TEST_PASSWORD, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/**
 * Issue 36 item 8: a display name such as "Resale Zone Support: payout on hold, confirm at https://…"
 * went verbatim into mail to other members. Names cannot carry an address or speak as the site,
 * and mail quotes a member's name after their role, never as the sender or as our own words.
 */
const PHISHING = [
  'Resale Zone Support: payout on hold, confirm at https://pay.example/now',
  'Alex, confirm at www.pay-now.example',
  'Alex pay-now.example',
  'Alex hxxps://x',
  'Mail alex@pay.example',
  'ResaleZone',
  'Resale-Zone Payouts',
  'Customer Support',
  'Site admin',
  'Trust and Safety Staff',
  // Full-width letters and dot: the same domain once normalised.
  'Alex ｐａｙ．ｅｘａｍｐｌｅ',
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: 'https://resale.example' });
});
afterAll(() => t.close());

let n = 0;
const signUp = (name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      name,
      email: `named-${++n}@example.test`,
      password: TEST_PASSWORD,
      accountType: 'seller',
    },
  });

const verify = (who: SignedUp) =>
  t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, who.user.id));

const textOf = async (to: string, kind: string) => {
  const rows = await t.database.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)));
  return rows.map((r) => r.text);
};

/** A verified seller whose phone `buyer` books and pays for. */
async function bookAndPay(buyer: SignedUp) {
  const seller = await signUpAs(t, { accountType: 'seller' });
  await verify(seller);
  const listing = await createListing(
    t.database.db,
    { id: seller.user.id, name: seller.user.name, email: seller.user.email },
    { productName: 'Pixel 7 Pro', resalePriceCents: 41_500 },
  );
  const bookingId = await book(t, buyer, listing.id, 'Banani 11');
  const paid = await payFor(t, buyer, bookingId);
  expect(paid.statusCode, paid.message).toBe(200);
  const conversation = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: buyer.headers,
    payload: { listingId: listing.id },
  });
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/conversations/${conversation.json()._id as string}/messages`,
    headers: buyer.headers,
    payload: { body: 'Is the battery original?' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return {
    booking: await textOf(seller.user.email, 'booking-received'),
    payment: await textOf(seller.user.email, 'payment-received'),
    message: await textOf(seller.user.email, 'new-message'),
  };
}

describe('names carry phishing text into mail (issue 36 item 8)', () => {
  test('sign-up refuses a name with an address or speaking as the site: 400 naming name, nothing written', async () => {
    for (const name of PHISHING) {
      const res = await signUp(name);
      expect(res.statusCode, name).toBe(400);
      expect(ErrorAnswer.parse(res.json()).field, name).toBe('name');
    }
    const written = await t.database.db.select({ name: users.name }).from(users);
    for (const name of PHISHING) expect(written.map((w) => w.name)).not.toContain(name);
  });

  test('plain names still sign up', async () => {
    for (const name of ['Alex', 'J. R. Smith', 'Zoë O’Brien-Ávila', 'Nguyễn Văn An', 'Dr. Lee']) {
      expect((await signUp(name)).statusCode, name).toBe(201);
    }
  });

  test('a member’s own record (POST /user) refuses them too', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    for (const name of PHISHING) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: me.headers,
        payload: { name, email: me.user.email, accountType: 'buyer' },
      });
      expect(res.statusCode, name).toBe(400);
      expect(ErrorAnswer.parse(res.json()).field, name).toBe('name');
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row?.name).toBe(me.user.name);
  });

  test('mail to another member quotes the name after the role: booking, payment, message', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer', name: 'Alex Jones' });
    const mail = await bookAndPay(buyer);
    expect(mail.booking).toHaveLength(1);
    expect(mail.booking[0]).toContain(
      'A buyer, “Alex Jones”, booked your Pixel 7 Pro for $415.00.',
    );
    expect(mail.payment[0]).toContain(
      'Your buyer, “Alex Jones”, paid $415.00 for your Pixel 7 Pro.',
    );
    expect(mail.message[0]).toContain(
      'A member, “Alex Jones”, sent you a message about Pixel 7 Pro',
    );
    // No line of any of them starts with the name.
    for (const text of [...mail.booking, ...mail.payment, ...mail.message]) {
      expect(text).not.toMatch(/^Alex Jones/m);
    }
  });

  test('a name saved before the rule never reaches another member’s mail', async () => {
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    await t.database.db
      .update(users)
      .set({ name: PHISHING[0]! })
      .where(eq(users.id, buyer.user.id));
    const mail = await bookAndPay(buyer);
    expect(mail.booking[0]).toContain('A buyer booked your Pixel 7 Pro for $415.00.');
    expect(mail.payment[0]).toContain('Your buyer paid $415.00 for your Pixel 7 Pro.');
    expect(mail.message[0]).toContain('A member sent you a message about Pixel 7 Pro');
    for (const text of [...mail.booking, ...mail.payment, ...mail.message]) {
      expect(text).not.toMatch(/payout|pay\.example|Support/);
    }
  });
});
