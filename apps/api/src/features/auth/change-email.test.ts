import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailTokens, listings, users } from '../../db/schema.ts';
import { tokenInLink } from '../../test/account-mail.ts';
import { signUpAs, TEST_PASSWORD, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller } from '../../test/sales.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/** A change of email through the real SMTP receiver: what each mailbox gets, and what the link does. */
const SITE = 'https://resale.example';
const LISTED_ADMIN = 'boss@example.test';

let smtp: SmtpReceiver;
let t: TestContext;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: SITE, ADMIN_EMAILS: LISTED_ADMIN });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const received = (to: string) => smtp.messages.filter((m) => m.rcptTo.includes(to));
const ask = (who: SignedUp, email: string, password = TEST_PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/me/email',
    headers: who.headers,
    payload: { email, password },
  });
const follow = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/change-email',
    payload: { token },
    headers: cookie ? { cookie } : {},
  });
const signIn = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password: TEST_PASSWORD },
  });
const emailOf = async (id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** A member whose current address is verified (so it gets the notices). */
async function member(accountType: 'buyer' | 'seller' = 'buyer') {
  const who = await signUpAs(t, { accountType });
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, who.user.id));
  return { ...who, user: { ...who.user, emailVerified: true } };
}

/** Asks for `to` and answers the token of the link that arrived there. */
async function linkFor(who: SignedUp, to: string): Promise<string> {
  const res = await ask(who, to);
  expect(res.statusCode).toBe(202);
  await t.app.jobs.drain();
  const [mail] = received(to).slice(-1);
  return tokenInLink(mail!.text, '/change-email');
}

describe('change of email, verified again', () => {
  test('the link goes to the new address; the old one works until it is followed and hears of both steps', async () => {
    const seller = await member('seller');
    const listing = await createListing(t.database.db, asSeller(seller));
    const newEmail = 'new-home@example.test';

    const token = await linkFor(seller, newEmail);
    const [link] = received(newEmail);
    expect(link!.header('subject')).toBe('Confirm your new email for Resale Zone');
    expect(link!.html).toContain(`href="${SITE}/change-email?token=${token}"`);
    const asked = received(seller.user.email).find(
      (m) => m.header('subject') === 'A change of email was asked for your Resale Zone account',
    );
    expect(asked!.text).toContain(newEmail);

    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await emailOf(seller.user.id)).email).toBe(seller.user.email);
    expect((await signIn(seller.user.email)).statusCode).toBe(200);
    expect((await signIn(newEmail)).statusCode).toBe(401);

    const done = await follow(token, seller.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: newEmail });
    expect(await emailOf(seller.user.id)).toMatchObject({ email: newEmail, emailVerified: true });
    const [stored] = await t.database.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(stored!.sellerEmail).toBe(newEmail);
    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await signIn(seller.user.email)).statusCode).toBe(401);

    await t.app.jobs.drain();
    const changed = received(seller.user.email).find(
      (m) => m.header('subject') === 'Your Resale Zone email was changed',
    );
    expect(changed!.text).toContain(newEmail);

    // Single use.
    const again = await follow(token, seller.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ field: 'token', reason: 'used' });
  });

  test('refused: a wrong password, the same address, an address another account has (as sign-up says it)', async () => {
    const buyer = await member();
    const other = await signUpAs(t, { accountType: 'buyer' });

    const wrong = await ask(buyer, 'fresh@example.test', 'not-the-password-at-all');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'password' });

    const same = await ask(buyer, buyer.user.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ field: 'email' });

    const taken = await ask(buyer, other.user.email);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      field: 'email',
      message: 'An account with this email already exists.',
    });
    await t.app.jobs.drain();
    expect(received('fresh@example.test')).toEqual([]);
    expect(received(other.user.email).filter((m) => /change/i.test(m.header('subject')!))).toEqual(
      [],
    );
  });

  test('the link is bound to the account that asked: elsewhere it is refused and stays usable', async () => {
    const buyer = await member();
    const stranger = await signUpAs(t, { accountType: 'buyer' });
    const token = await linkFor(buyer, 'bound@example.test');

    for (const cookie of [undefined, stranger.cookie]) {
      const res = await follow(token, cookie);
      expect(res.statusCode).toBe(403);
    }
    expect((await emailOf(buyer.user.id)).email).toBe(buyer.user.email);
    expect((await emailOf(stranger.user.id)).email).toBe(stranger.user.email);
    expect((await follow(token, buyer.cookie)).statusCode).toBe(200);
  });

  test('a newer request voids older links; an expired link is refused', async () => {
    const buyer = await member();
    const first = await linkFor(buyer, 'first-choice@example.test');
    const second = await linkFor(buyer, 'second-choice@example.test');

    const old = await follow(first, buyer.cookie);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ field: 'token' });
    expect((await emailOf(buyer.user.id)).email).toBe(buyer.user.email);

    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.email, 'second-choice@example.test'));
    const expired = await follow(second, buyer.cookie);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ field: 'token', reason: 'expired' });
    expect((await emailOf(buyer.user.id)).email).toBe(buyer.user.email);
  });

  test('an address another account takes before the link is followed is refused then', async () => {
    const buyer = await member();
    const token = await linkFor(buyer, 'contested@example.test');
    await signUpAs(t, { accountType: 'buyer', email: 'contested@example.test' });
    const res = await follow(token, buyer.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'email' });
    expect((await emailOf(buyer.user.id)).email).toBe(buyer.user.email);
  });

  test('ADMIN_EMAILS: an address on the list makes the account an admin only once the link is followed', async () => {
    const buyer = await member();
    const token = await linkFor(buyer, LISTED_ADMIN);
    expect((await emailOf(buyer.user.id)).accountType).toBe('buyer');
    expect((await follow(token, buyer.cookie)).statusCode).toBe(200);
    expect((await emailOf(buyer.user.id)).accountType).toBe('admin');
  });

  test('the link of a deleted account does nothing', async () => {
    const buyer = await member();
    const token = await linkFor(buyer, 'after-deletion@example.test');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: buyer.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode).toBe(200);
    const res = await follow(token, buyer.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'token', reason: 'invalid' });
  });
});
