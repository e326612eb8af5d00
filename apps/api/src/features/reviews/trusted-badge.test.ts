import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Profile } from '@resale-zone/contract/reviews';
import { ProductPage } from '@resale-zone/contract/search';
import { bookings, disputes, reviews, users } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller, caller, type Call, completedBookingRow } from '../../test/sales.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

// The Trusted seller badge at each threshold (decision 023), with the badge's clock moved by the
// test. Sales and reviews are written as rows (the handover suite covers how a sale completes);
// the counters behind the badge are kept by the database's triggers either way. Rows written
// behind the API's back would not reach the public cache, so this suite runs without it
// (reviews.test.ts checks that review writes and hides reach cached cards).
const DAY = 24 * 60 * 60 * 1000;
/** A word no other listing has: ten random letters. */
const letters = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );
let t: TestContext;
let call: Call;
let buyer: SignedUp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestContext(
    { PUBLIC_CACHE_MB: '0' },
    { reviews: { now: () => new Date(clock) } },
  );
  call = caller(t);
  buyer = await signUpAs(t, { accountType: 'buyer' });
});
afterAll(() => t.close());

/** A seller with a verified email whose account is `ageDays` old at the clock's time. */
async function seller(ageDays = 100) {
  const s = await signUpAs(t, { accountType: 'seller' });
  await t.database.db
    .update(users)
    .set({ emailVerified: true, createdAt: new Date(clock - ageDays * DAY) })
    .where(eq(users.id, s.user.id));
  // A phone on sale, whose card shows the badge.
  const onSale = await createListing(t.database.db, asSeller(s), {
    productName: `Trusted ${letters()}`,
  });
  return { ...s, onSale };
}
type Seller = Awaited<ReturnType<typeof seller>>;

/** `count` completed sales, each reviewed by the buyer with the next of `stars` (if any). */
async function sales(s: Seller, count: number, stars: number[] = []) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const phone = await createListing(t.database.db, asSeller(s), { isSold: true });
    const [b] = await t.database.db
      .insert(bookings)
      .values(completedBookingRow(phone, buyer, new Date(clock)))
      .returning({ id: bookings.id });
    ids.push(b!.id);
    if (stars[i] !== undefined) {
      await t.database.db.insert(reviews).values({
        bookingId: b!.id,
        authorId: buyer.user.id,
        subjectId: s.user.id,
        authorRole: 'buyer',
        stars: stars[i]!,
      });
    }
  }
  return ids;
}

const fives = (n: number) => Array.from({ length: n }, () => 5);

/** The badge as the profile, the listing page, a search card and the trusted filter show it. */
async function badge(s: Seller) {
  const profile = Profile.parse((await call(null, 'GET', `/sellers/${s.user.id}`)).json());
  const detail = (await call(null, 'GET', `/products/${s.onSale.id}`)).json();
  const found = ProductPage.parse(
    (
      await call(null, 'GET', `/search?limit=60&q=${encodeURIComponent(s.onSale.productName)}`)
    ).json(),
  );
  const filtered = ProductPage.parse(
    (
      await call(
        null,
        'GET',
        `/search?limit=60&trusted=1&q=${encodeURIComponent(s.onSale.productName)}`,
      )
    ).json(),
  );
  const card = found.items.find((p) => p._id === s.onSale.id)!;
  const shown = [
    profile.rating.trusted,
    detail.sellerRating.trusted,
    card.sellerRating.trusted,
    filtered.items.some((p) => p._id === s.onSale.id),
  ];
  // Every place says the same.
  expect(new Set(shown).size, JSON.stringify(shown)).toBe(1);
  return shown[0]!;
}

describe('the Trusted seller badge', () => {
  test('10 completed sales with good reviews earn it; 9 do not', async () => {
    const s = await seller();
    await sales(s, 9, fives(9));
    expect(await badge(s)).toBe(false);
    await sales(s, 1, [5]);
    expect(await badge(s)).toBe(true);
  });

  test('95 % positive (4 stars or more) holds it; below loses it; hiding a review brings it back', async () => {
    const s = await seller();
    const ids = await sales(s, 20, [...fives(18), 4, 3]);
    expect(await badge(s)).toBe(true); // 19 of 20: 95 %
    await sales(s, 1, [2]);
    expect(await badge(s)).toBe(false); // 19 of 21
    const [low] = await t.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.subjectId, s.user.id), eq(reviews.stars, 2)));
    const admin = await signUpAs(t, { accountType: 'admin' });
    await call(buyer, 'POST', `/reviews/${low!.id}/report`, { reason: 'Wrong person' });
    const hidden = await call(admin, 'POST', `/admin/reviews/${low!.id}/hide`, {
      reason: 'Mistaken review',
    });
    expect(hidden.statusCode).toBe(200);
    expect(await badge(s)).toBe(true); // the hidden review no longer counts
    expect(ids).toHaveLength(20);
  });

  test('nobody sets it: `trusted` sent with the own record or a new listing changes nothing', async () => {
    const s = await seller();
    await sales(s, 9, fives(9));
    const own = await call(s, 'POST', '/user', {
      name: s.user.name,
      email: s.user.email,
      accountType: 'seller',
      trusted: true,
      sellerRating: { trusted: true },
    });
    expect(own.json()).not.toHaveProperty('trusted');
    // A listing's body has no such field: the seller's rating is read, never written with it.
    await call(s, 'POST', '/addproduct', {
      productName: `Self-trusted ${letters()}`,
      trusted: true,
      sellerRating: { trusted: true, average: 5, count: 100 },
    });
    expect(await badge(s)).toBe(false);
  });

  test('no reviews at all: no badge, whatever the sales', async () => {
    const s = await seller();
    await sales(s, 12);
    expect(await badge(s)).toBe(false);
  });

  test('the account must be 90 days old: it appears as the clock passes the day', async () => {
    const s = await seller(89);
    await sales(s, 10, fives(10));
    expect(await badge(s)).toBe(false);
    clock += DAY + 60_000;
    try {
      expect(await badge(s)).toBe(true);
    } finally {
      clock -= DAY + 60_000;
    }
  });

  test('a verified email is required', async () => {
    const s = await seller();
    await sales(s, 10, fives(10));
    expect(await badge(s)).toBe(true);
    await t.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, s.user.id));
    expect(await badge(s)).toBe(false);
  });

  test('a refund decided against the seller removes it for 180 days', async () => {
    const s = await seller(400);
    const ids = await sales(s, 11, fives(11));
    expect(await badge(s)).toBe(true);
    const [d] = await t.database.db
      .insert(disputes)
      .values({ bookingId: ids[0]!, reason: 'not-as-described', description: 'Cracked back' })
      .returning({ id: disputes.id });
    // A closed dispute (decided for the seller) changes nothing.
    await t.database.db
      .update(disputes)
      .set({ status: 'closed', decidedAt: new Date(clock) })
      .where(eq(disputes.id, d!.id));
    expect(await badge(s)).toBe(true);
    await t.database.db
      .update(disputes)
      .set({ status: 'refunded', decidedAt: new Date(clock) })
      .where(eq(disputes.id, d!.id));
    await t.database.db.update(bookings).set({ state: 'refunded' }).where(eq(bookings.id, ids[0]!));
    expect(await badge(s)).toBe(false);
    clock += 179 * DAY;
    try {
      expect(await badge(s)).toBe(false);
      clock += 2 * DAY;
      expect(await badge(s)).toBe(true);
    } finally {
      clock -= 181 * DAY;
    }
  });
});

describe('the thresholds are settings', () => {
  test('TRUSTED_MIN_SALES=2 and TRUSTED_MIN_POSITIVE_PERCENT=50 make a smaller bar', async () => {
    const other = await createTestContext({
      TRUSTED_MIN_SALES: '2',
      TRUSTED_MIN_POSITIVE_PERCENT: '50',
      PUBLIC_CACHE_MB: '0',
    });
    try {
      const s = await signUpAs(other, { accountType: 'seller' });
      const b = await signUpAs(other, { accountType: 'buyer' });
      await other.database.db
        .update(users)
        .set({ emailVerified: true, createdAt: new Date(Date.now() - 100 * DAY) })
        .where(eq(users.id, s.user.id));
      for (const stars of [5, 1]) {
        const phone = await createListing(other.database.db, asSeller(s), { isSold: true });
        const [row] = await other.database.db
          .insert(bookings)
          .values({
            listingId: phone.id,
            buyerId: b.user.id,
            name: 'B',
            email: b.user.email,
            productName: phone.productName,
            photo: phone.productPhoto,
            priceCents: 100,
            number: '0',
            place: 'here',
            state: 'completed',
            completedAt: new Date(),
          })
          .returning({ id: bookings.id });
        await other.database.db.insert(reviews).values({
          bookingId: row!.id,
          authorId: b.user.id,
          subjectId: s.user.id,
          authorRole: 'buyer',
          stars,
        });
      }
      const profile = (await caller(other)(null, 'GET', `/sellers/${s.user.id}`)).json();
      expect(profile.rating).toMatchObject({ trusted: true, average: 3, count: 2 });
    } finally {
      await other.close();
    }
  });

  test('a threshold that is not a number stops the start, naming it', async () => {
    await expect(createTestContext({ TRUSTED_MIN_SALES: 'ten' })).rejects.toThrow(
      /TRUSTED_MIN_SALES/,
    );
  });
});

describe('the seller rating sort', () => {
  test('best-rated sellers first, unrated last, a page at a time with nothing repeated or lost', async () => {
    const word = letters();
    const average = async (stars: number[]) => {
      const s = await seller();
      await sales(s, stars.length, stars);
      return createListing(t.database.db, asSeller(s), { productName: `Sorted ${word}` });
    };
    const low = await average([2, 3]);
    const top = await average([5, 5]);
    const mid = await average([4, 5]);
    const unrated = await average([]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&cursor=${cursor}` : '';
      const res = await call(null, 'GET', `/search?q=${word}&sort=rating&limit=1${after}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = ProductPage.parse(res.json());
      seen.push(...page.items.map((p) => p._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([top.id, mid.id, low.id, unrated.id]);
    // Another sort's cursor is refused, naming it.
    const first = ProductPage.parse(
      (await call(null, 'GET', `/search?q=${word}&sort=rating&limit=1`)).json(),
    );
    const wrong = await call(
      null,
      'GET',
      `/search?q=${word}&sort=newest&cursor=${first.nextCursor}`,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('cursor');
  });
});
