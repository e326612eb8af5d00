import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Profile } from '@resale-zone/contract/reviews';
import { NAME_CLAIMS_SITE, NAME_HAS_ADDRESS, OwnProfile, User } from '@resale-zone/contract/users';
import { auditEvents, listings, sessions, users } from '../../db/schema.ts';
import { applyAdminEmails } from '../../app/startup.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { uploadPhotos } from '../../test/photos.ts';
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

describe('a member’s own profile (GET, PUT /users/me/profile)', () => {
  // Photo paths as stored (answers make them absolute for other clients).
  const asStored = { 'x-photo-urls': 'relative' };
  const put = (who: SignedUp | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/users/me/profile',
      headers: { ...asStored, ...who?.headers },
      payload,
    });
  const own = async (who: SignedUp) =>
    OwnProfile.parse(
      (
        await t.app.inject({
          url: '/api/users/me/profile',
          headers: { ...asStored, ...who.headers },
        })
      ).json(),
    );
  const publicProfile = async (id: string) =>
    Profile.parse((await t.app.inject({ url: `/api/sellers/${id}`, headers: asStored })).json());
  const full = (extra: Record<string, unknown> = {}) => ({
    name: 'Rina Akter',
    image: null,
    bio: 'I sell the phones my family outgrows.',
    location: 'Dhaka, Mirpur',
    phone: null,
    ...extra,
  });

  test('a seller stores name, photo, bio, place and phone (normalised); the public profile shows the bio and place, never the phone', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const [photo] = await uploadPhotos(t, seller, 1);
    const res = await put(
      seller,
      full({ name: '  Rina Akter ', image: photo, phone: ' +880 1712-345678 ', bio: '  Hi.  ' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const stored = {
      _id: seller.user.id,
      name: 'Rina Akter',
      image: photo,
      bio: 'Hi.',
      location: 'Dhaka, Mirpur',
      // No area from the list was picked (decision 056).
      areaId: null,
      phone: '+8801712345678',
      accountType: 'seller',
    };
    expect(OwnProfile.parse(res.json())).toEqual(stored);
    expect(await own(seller)).toEqual(stored);
    const shown = await publicProfile(seller.user.id);
    expect(shown).toMatchObject({
      name: 'Rina Akter',
      photo,
      bio: 'Hi.',
      location: 'Dhaka, Mirpur',
    });
    expect(JSON.stringify(shown)).not.toContain('8801712345678');
    // Empty texts are none: the profile shows nothing rather than an empty box.
    const cleared = await put(
      seller,
      full({ name: 'Rina Akter', image: photo, bio: '  ', location: '' }),
    );
    expect(OwnProfile.parse(cleared.json())).toMatchObject({
      bio: null,
      location: null,
      phone: null,
    });
    expect(await publicProfile(seller.user.id)).toMatchObject({ bio: null, location: null });
  });

  test('the new name reaches the seller’s listings', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const row = (await t.database.db.select().from(users).where(eq(users.id, seller.user.id)))[0]!;
    const phone = await createListing(t.database.db, row, { sellerName: row.name });
    expect((await put(seller, full({ name: 'Karim Uddin' }))).statusCode).toBe(200);
    const [listing] = await t.database.db.select().from(listings).where(eq(listings.id, phone.id));
    expect(listing!.sellerName).toBe('Karim Uddin');
  });

  test.each([
    ['name', { name: 'Resale Zone Support' }, NAME_CLAIMS_SITE],
    ['name', { name: 'Rina https://pay.example' }, NAME_HAS_ADDRESS],
    ['name', { name: ' ' }, 'Name is required'],
    ['bio', { bio: 'x'.repeat(501) }, 'Bio should be at most 500 characters'],
    ['location', { location: 'x'.repeat(101) }, 'Location should be at most 100 characters'],
    ['phone', { phone: '12345' }, 'Enter a valid phone number'],
    ['phone', { phone: '+880 17 call me' }, 'Enter a valid phone number'],
    ['image', { image: 'javascript:alert(1)' }, 'image must be an uploaded image URL'],
  ])('a bad %s is a 400 naming it, and nothing is stored', async (field, extra, message) => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const before = await own(seller);
    const res = await put(seller, full(extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(res.json().message).toContain(message);
    expect(await own(seller)).toEqual(before);
  });

  test('a photo someone else uploaded, or an outside address, is refused; a buyer gives no phone', async () => {
    const seller = await signUpAs(t, { accountType: 'seller' });
    const other = await signUpAs(t, { accountType: 'seller' });
    const [theirs] = await uploadPhotos(t, other, 1);
    for (const image of [theirs, 'https://elsewhere.example/me.jpg']) {
      const res = await put(seller, full({ image }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ field: 'image' });
    }
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const res = await put(buyer, full({ phone: '+8801712345678' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'phone' });
    expect((await put(buyer, full())).statusCode).toBe(200);
  });

  test('only oneself: no token is a 401, and a body naming someone else changes only the caller', async () => {
    const alice = await signUpAs(t, { accountType: 'buyer' });
    const bob = await signUpAs(t, { accountType: 'buyer' });
    expect((await put(null, full())).statusCode).toBe(401);
    const res = await put(alice, { ...full({ name: 'Alice Again' }), _id: bob.user.id });
    expect(res.statusCode).toBe(200);
    expect((await own(alice)).name).toBe('Alice Again');
    expect((await own(bob)).name).toBe(bob.user.name);
  });
});
