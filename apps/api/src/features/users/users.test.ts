import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { User } from '@resale-zone/contract/users';
import { auditEvents, sessions, users } from '../../db/schema.ts';
import { applyAdminEmails } from '../auth/auth.startup.ts';
import { createUser } from '../../test/factories.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ ADMIN_EMAILS: 'boss@example.test, Chief@Example.test' });
});
afterAll(() => t.close());

const ask = (role: 'seller' | 'admin', email: string, who?: SignedUp) =>
  t.app.inject({
    method: 'GET',
    url: `/api/users/${role}/${encodeURIComponent(email)}`,
    headers: who?.headers ?? {},
  });
const postUser = (who: SignedUp, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user', headers: who.headers, payload });

describe('role endpoints', () => {
  test('answer isSeller and isAdmin about oneself', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const admin = await signUpAs(t, { accountType: 'admin' });

    expect((await ask('seller', seller.user.email, seller)).json()).toEqual({ isSeller: true });
    expect((await ask('admin', seller.user.email, seller)).json()).toEqual({ isAdmin: false });
    expect((await ask('seller', buyer.user.email, buyer)).json()).toEqual({ isSeller: false });
    expect((await ask('admin', buyer.user.email, buyer)).json()).toEqual({ isAdmin: false });
    expect((await ask('admin', admin.user.email, admin)).json()).toEqual({ isAdmin: true });
    expect((await ask('seller', admin.user.email, admin)).json()).toEqual({ isSeller: false });
  });

  test('refuse questions about someone else with 403, except from an admin', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const admin = await signUpAs(t, { accountType: 'admin' });

    expect((await ask('seller', seller.user.email, buyer)).statusCode).toBe(403);
    expect((await ask('admin', admin.user.email, seller)).statusCode).toBe(403);
    expect((await ask('seller', seller.user.email, admin)).json()).toEqual({ isSeller: true });
    expect((await ask('seller', 'nobody@example.test', admin)).json()).toEqual({
      isSeller: false,
    });
  });

  test('refuse anonymous callers with 401 and a bad email with 400', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    expect((await ask('seller', me.user.email)).statusCode).toBe(401);
    const bad = await ask('seller', 'not-an-email', me);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('email');
  });
});

describe('POST /user', () => {
  test('answers the caller’s record, once stored, on every repeat', async () => {
    const me = await signUpAs(t, { accountType: 'seller', name: 'Rita Seller' });
    const body = { name: 'Rita Seller', email: me.user.email, accountType: 'seller' };
    const first = await postUser(me, body);
    const again = await postUser(me, body);
    expect(first.statusCode).toBe(200);
    expect(User.parse(first.json())).toMatchObject({
      _id: me.user.id,
      name: 'Rita Seller',
      email: me.user.email,
      accountType: 'seller',
      image: null,
    });
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(users).where(eq(users.email, me.user.email));
    expect(rows).toHaveLength(1);
  });

  test('adds the uploaded image once, and never changes name or account type', async () => {
    const me = await signUpAs(t, { accountType: 'buyer', name: 'Bo Buyer' });
    const res = await postUser(me, {
      name: 'Someone Else',
      email: me.user.email,
      accountType: 'seller',
      image: '/images/abc123.webp',
    });
    // Answers carry the photo absolute, from the origin the request came to (inject's).
    expect(res.json()).toMatchObject({
      name: 'Bo Buyer',
      accountType: 'buyer',
      image: 'http://localhost:80/images/abc123.webp',
    });
    const later = await postUser(me, {
      name: 'Bo Buyer',
      email: me.user.email,
      accountType: 'buyer',
      image: '/images/other.webp',
    });
    expect(later.json().image).toBe('http://localhost:80/images/abc123.webp');
  });

  test('refuses another person’s email with 403 and writes nothing', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    const res = await postUser(me, {
      name: 'Impostor',
      email: 'victim@example.test',
      accountType: 'seller',
    });
    expect(res.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'victim@example.test'));
    expect(rows).toEqual([]);
  });

  test('refuses an image that is not an uploaded image URL', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    for (const image of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      'data:image/png;base64,AA',
    ]) {
      const res = await postUser(me, {
        name: 'x',
        email: me.user.email,
        accountType: 'buyer',
        image,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('image');
    }
  });

  test('refuses anonymous callers with 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      payload: { name: 'x', email: 'x@example.test', accountType: 'buyer' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('ADMIN_EMAILS', () => {
  test('a listed email signing up with a password is not an admin: the address is unproven', async () => {
    const boss = await signUpAs(t, { accountType: 'buyer', email: 'BOSS@example.test' });
    expect((await ask('admin', boss.user.email, boss)).json()).toEqual({ isAdmin: false });
    const chief = await signUpAs(t, { accountType: 'seller', email: 'chief@example.test' });
    expect((await ask('seller', chief.user.email, chief)).json()).toEqual({ isSeller: true });
  });

  test('at start, promotes existing verified accounts, ends their sessions and records it', async () => {
    const early = await signUpAs(t, { accountType: 'seller', email: 'early@example.test' });
    await t.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, early.user.id));
    const unverified = await signUpAs(t, { accountType: 'buyer', email: 'squat@example.test' });
    const untouched = await createUser(t.database.db, { email: 'plain@example.test' });

    const listed = ['early@example.test', 'squat@example.test', 'absent@example.test'];
    expect(await applyAdminEmails(t.database.db, listed)).toBe(1);
    expect(await applyAdminEmails(t.database.db, listed)).toBe(0);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, early.user.id));
    expect(row?.accountType).toBe('admin');
    const [plain] = await t.database.db.select().from(users).where(eq(users.id, untouched.id));
    expect(plain?.accountType).toBe('buyer');
    const [squat] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, unverified.user.id));
    expect(squat?.accountType).toBe('buyer');
    expect((await ask('admin', unverified.user.email, unverified)).json()).toEqual({
      isAdmin: false,
    });
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, early.user.id)),
    ).toEqual([]);
    expect((await ask('admin', early.user.email, early)).statusCode).toBe(401);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, early.user.id));
    expect(audit).toMatchObject([{ action: 'user.make-admin', actorId: null }]);
  });
});
