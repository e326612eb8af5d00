import { beforeAll, describe, expect, test } from 'vitest';
import { ProductPage } from '@resale-zone/contract/search';
import type { Product } from '@resale-zone/contract/listings';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller, completedSale, type Call } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// The seller-rating sort reads a key kept on each listing (decision 039); these check that the
// key follows the reviews at once, through the API and its public cache, and that paging by it
// neither repeats nor loses a listing.
let t: TestContext;
let call: Call;
let admin: SignedUp;
useTestApp((...app) => ([t, call] = app));
beforeAll(async () => (admin = await signUpAs(t, { accountType: 'admin' })));

/** A word no other listing has: ten random letters. */
const letters = () =>
  Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** Every listing `/search?q=word&sort=rating` pages through, `limit` at a time, in order. */
async function ratingOrder(query: string, limit = 24): Promise<Product[]> {
  const seen: Product[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${cursor}` : '';
    const res = await call(null, 'GET', `/search?${query}&sort=rating&limit=${limit}${after}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = ProductPage.parse(res.json());
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

/** A seller whose one completed sale the buyer reviewed with `stars`, and a phone on sale. */
async function reviewedSeller(word: string, stars: number) {
  const sale = await completedSale(t);
  const written = await call(sale.buyer, 'POST', `/bookings/${sale.bookingId}/review`, { stars });
  expect(written.statusCode, written.body).toBe(201);
  const phone = await createListing(t.database.db, asSeller(sale.seller), {
    productName: `Rated ${word}`,
  });
  return { ...sale, phone, reviewId: written.json()._id as string };
}

describe('the seller rating sort follows the reviews', () => {
  test('a new review moves the seller up at once, and hiding it moves them back', async () => {
    const word = letters();
    const steady = await reviewedSeller(word, 3);
    // A seller with a completed sale not yet reviewed: unrated, last.
    const rising = await completedSale(t);
    const risingPhone = await createListing(t.database.db, asSeller(rising.seller), {
      productName: `Rated ${word}`,
    });
    const ids = async () => (await ratingOrder(`q=${word}`)).map((p) => p._id);
    expect(await ids()).toEqual([steady.phone.id, risingPhone.id]);

    const review = await call(rising.buyer, 'POST', `/bookings/${rising.bookingId}/review`, {
      stars: 5,
    });
    expect(review.statusCode, review.body).toBe(201);
    const [first] = await ratingOrder(`q=${word}`);
    expect(first).toMatchObject({ _id: risingPhone.id, sellerRating: { average: 5, count: 1 } });

    const hidden = await call(admin, 'POST', `/admin/reviews/${review.json()._id}/hide`, {
      reason: 'Written by the seller’s friend',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await ids()).toEqual([steady.phone.id, risingPhone.id]);
  });

  test('a phone listed after the reviews takes its seller’s place in the order', async () => {
    const word = letters();
    const low = await reviewedSeller(word, 2);
    const high = await reviewedSeller(word, 4);
    const later = await createListing(t.database.db, asSeller(low.seller), {
      productName: `Rated ${word} again`,
    });
    const order = (await ratingOrder(`q=${word}`)).map((p) => p._id);
    expect(order).toEqual([high.phone.id, later.id, low.phone.id]);
  });
});

describe('paging through the seller rating sort', () => {
  test('visits every matching listing once, best-rated first, newest first within a rating', async () => {
    const word = letters();
    const sellers = [
      await reviewedSeller(word, 5),
      await reviewedSeller(word, 3),
      await reviewedSeller(word, 4),
    ];
    const unrated = await signUpAs(t, { accountType: 'seller' });
    // Several phones per seller, some created in the same microsecond (ties broken by id).
    const same = new Date('2026-11-20T10:00:00.123456Z');
    const extra: string[] = [];
    for (const s of [...sellers.map((x) => asSeller(x.seller)), asSeller(unrated)]) {
      for (let i = 0; i < 3; i++) {
        const phone = await createListing(t.database.db, s, {
          productName: `Rated ${word} ${i}`,
          condition: i === 0 ? 'Excellent' : 'Good',
          ...(i > 0 ? { createdAt: same } : {}),
        });
        extra.push(phone.id);
      }
    }
    const all = [...sellers.map((s) => s.phone.id), ...extra];

    const seen = await ratingOrder(`q=${word}`, 2);
    expect(seen.map((p) => p._id).sort()).toEqual([...all].sort());
    expect(new Set(seen.map((p) => p._id)).size).toBe(all.length);
    const averages = seen.map((p) => p.sellerRating.average ?? 0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(averages.slice(0, 4)).toEqual([5, 5, 5, 5]);
    // Within one rating: newest first, then the highest id among phones created together.
    const tied = extra.slice(1, 3).sort().reverse();
    expect(seen.slice(0, 4).map((p) => p._id)).toEqual([extra[0], sellers[0]!.phone.id, ...tied]);

    // A filter with the sort: only the Excellent ones, still in rating order, paged.
    const excellent = await ratingOrder(`q=${word}&condition=Excellent`, 1);
    expect(excellent.map((p) => p.sellerRating.average ?? 0)).toEqual([5, 4, 3, 0]);
    expect(excellent.every((p) => p.condition === 'Excellent')).toBe(true);
  });
});
