import { describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OwnReview, Profile, ReviewPage, SaleReviews } from '@resale-zone/contract/reviews';
import { auditEvents, bookings, reviews } from '../../db/schema.ts';
import { signUpAs } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import {
  asSeller,
  bookedPhone,
  completedSale,
  heldSale,
  type Call,
  completedBookingRow,
} from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { DAY, useClockedApp } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
// The reviews' clock: tests move it past the 30-day window.
const clock = useClockedApp(
  (...app) => ([t, call] = app),
  (now) => ({ reviews: { now } }),
);

type Sale = Awaited<ReturnType<typeof completedSale>>;
const review = (who: Sale['buyer'], s: { bookingId: string }, body: object) =>
  call(who, 'POST', `/bookings/${s.bookingId}/review`, body);
const profile = async (id: string) =>
  Profile.parse((await call(null, 'GET', `/sellers/${id}`)).json());
const reviewRows = (s: { bookingId: string }) =>
  t.database.db.select().from(reviews).where(eq(reviews.bookingId, s.bookingId));

describe('who may review', () => {
  test('the buyer reviews the seller once, and the seller the buyer once; both show on profiles', async () => {
    const s = await completedSale(t);
    const first = await review(s.buyer, s, { stars: 5, text: 'Phone as described, on time.' });
    expect(first.statusCode).toBe(201);
    expect(OwnReview.parse(first.json())).toMatchObject({
      stars: 5,
      authorRole: 'buyer',
      hidden: false,
    });
    expect((await review(s.buyer, s, { stars: 1 })).statusCode).toBe(409);
    expect((await review(s.seller, s, { stars: 4, text: 'Friendly buyer' })).statusCode).toBe(201);
    expect((await review(s.seller, s, { stars: 4 })).statusCode).toBe(409);

    const seller = await profile(s.seller.user.id);
    expect(seller.rating).toMatchObject({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] });
    expect(seller.salesCompleted).toBe(1);
    const buyer = await profile(s.buyer.user.id);
    expect(buyer).toMatchObject({ purchasesCompleted: 1, rating: { average: 4, count: 1 } });
    const page = ReviewPage.parse(
      (await call(null, 'GET', `/sellers/${s.seller.user.id}/reviews`)).json(),
    );
    expect(page.items).toEqual([
      expect.objectContaining({
        text: 'Phone as described, on time.',
        authorName: s.buyer.user.name,
      }),
    ]);
  });

  test('nobody else: a stranger gets 404, the sale looks as if it did not exist', async () => {
    const s = await completedSale(t);
    const stranger = await signUpAs(t, { accountType: 'seller' });
    const admin = await signUpAs(t, { accountType: 'admin' });
    for (const who of [stranger, admin]) {
      expect((await review(who, s, { stars: 1 })).statusCode).toBe(404);
      expect((await call(who, 'GET', `/bookings/${s.bookingId}/reviews`)).statusCode).toBe(404);
    }
    expect((await review(null as never, s, { stars: 1 })).statusCode).toBe(401);
    expect(await reviewRows(s)).toEqual([]);
  });

  test('no review before the handover, nor after a cancelled, expired or refunded sale', async () => {
    const booked = await bookedPhone(t);
    expect((await review(booked.buyer, booked, { stars: 5 })).statusCode).toBe(409);
    const held = await heldSale(t);
    expect((await review(held.buyer, held, { stars: 5 })).statusCode).toBe(409);
    const cancelled = await heldSale(t);
    const c = await call(cancelled.buyer, 'POST', `/bookings/${cancelled.bookingId}/cancel`, {
      reason: 'Changed my mind',
    });
    expect(c.statusCode).toBe(200);
    expect((await review(cancelled.buyer, cancelled, { stars: 1 })).statusCode).toBe(409);
    expect((await review(cancelled.seller, cancelled, { stars: 1 })).statusCode).toBe(409);
    // Refunded and expired: the states as the handover feature leaves them.
    for (const state of ['refunded', 'released'] as const) {
      const s = await completedSale(t);
      await t.database.db.update(bookings).set({ state }).where(eq(bookings.id, s.bookingId));
      const res = await review(s.buyer, s, { stars: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/completed sale/);
      const view = SaleReviews.parse(
        (await call(s.buyer, 'GET', `/bookings/${s.bookingId}/reviews`)).json(),
      );
      expect(view).toMatchObject({ canReview: false, openUntil: null });
    }
    expect(await reviewRows(cancelled)).toEqual([]);
  });

  test('reviews open for 30 days after the handover, then close', async () => {
    const s = await completedSale(t);
    clock.offsetMs = 29 * DAY;
    const view = SaleReviews.parse(
      (await call(s.buyer, 'GET', `/bookings/${s.bookingId}/reviews`)).json(),
    );
    expect(view.canReview).toBe(true);
    expect((await review(s.seller, s, { stars: 5 })).statusCode).toBe(201);
    clock.offsetMs = 30 * DAY + 60_000;
    const late = await review(s.buyer, s, { stars: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/closed/);
    const after = SaleReviews.parse(
      (await call(s.buyer, 'GET', `/bookings/${s.bookingId}/reviews`)).json(),
    );
    expect(after.canReview).toBe(false);
    // The dashboard no longer reminds either side.
    const pending = (await call(s.buyer, 'GET', '/reviews/pending')).json() as {
      bookingId: string;
    }[];
    expect(pending.map((p) => p.bookingId)).not.toContain(s.bookingId);
    clock.offsetMs = 0;
  });

  test('20 reviews of one sale at once leave one', async () => {
    const s = await completedSale(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        review(s.buyer, s, { stars: (i % 5) + 1, text: `try ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await reviewRows(s)).toHaveLength(1);
    expect((await profile(s.seller.user.id)).rating.count).toBe(1);
  });
});

describe('hostile input', () => {
  test('stars 0, 6, 4.5, text or missing are a 400 naming stars, and nothing is written', async () => {
    const s = await completedSale(t);
    for (const stars of [0, 6, 4.5, '5', null, -1, 1e9]) {
      const res = await review(s.buyer, s, { stars, text: 'x' });
      expect(res.statusCode, String(stars)).toBe(400);
      expect(res.json().field).toBe('stars');
    }
    const noStars = await review(s.buyer, s, { text: 'no stars' });
    expect(noStars.json().field).toBe('stars');
    const long = await review(s.buyer, s, { stars: 5, text: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('text');
    const nul = await review(s.buyer, s, { stars: 5, text: 'bad\u0000byte' });
    expect(nul.statusCode).toBe(400);
    const wrongType = await review(s.buyer, s, { stars: 5, text: ['array'] });
    expect(wrongType.json().field).toBe('text');
    expect(await reviewRows(s)).toEqual([]);
  });

  test('a script in the text is kept as text, never as markup', async () => {
    const s = await completedSale(t);
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const res = await review(s.buyer, s, { stars: 3, text: script });
    expect(res.statusCode).toBe(201);
    expect(res.json().text).toBe(script);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  test("someone else's sale, or a sale id that does not exist: 404", async () => {
    const s = await completedSale(t);
    const other = await completedSale(t);
    expect((await review(s.buyer, other, { stars: 5 })).statusCode).toBe(404);
    expect((await review(s.buyer, { bookingId: 'no-such-booking' }, { stars: 5 })).statusCode).toBe(
      404,
    );
  });
});

describe('profile pages of reviews', () => {
  test('a cursor this server did not give is a 400 naming cursor, never a database error', async () => {
    const s = await completedSale(t);
    const cursorOf = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    for (const cursor of [
      'garbage',
      cursorOf(['0000-01-01T00:00:00.000000Z', 'abc']),
      cursorOf(['2026-13-45T00:00:00.000000Z', 'abc']),
      cursorOf(['2026-01-01T00:00:00.000000Z', "x' or 1=1"]),
      cursorOf({ a: 1 }),
    ]) {
      const res = await call(null, 'GET', `/sellers/${s.seller.user.id}/reviews?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json().field).toBe('cursor');
    }
    expect((await call(null, 'GET', '/sellers/no-such-person')).statusCode).toBe(404);
  });

  test('reviews come newest first, a page at a time, each once', async () => {
    const s = await completedSale(t);
    const ids = [s.bookingId];
    // Two more sales of the same seller to the same buyer, completed as the handover leaves them.
    for (let i = 0; i < 2; i++) {
      const phone = await createListing(t.database.db, asSeller(s.seller), { isSold: true });
      const [b] = await t.database.db
        .insert(bookings)
        .values(completedBookingRow(phone, s.buyer))
        .returning({ id: bookings.id });
      ids.push(b!.id);
    }
    for (const [i, bookingId] of ids.entries()) {
      expect(
        (await review(s.buyer, { bookingId }, { stars: 5, text: `review ${i}` })).statusCode,
      ).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = ReviewPage.parse(
        (await call(null, 'GET', `/sellers/${s.seller.user.id}/reviews?limit=2${query}`)).json(),
      );
      seen.push(...page.items.map((r) => r.text));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['review 2', 'review 1', 'review 0']);
    expect((await profile(s.seller.user.id)).rating).toMatchObject({ count: 3, average: 5 });
  });
});

describe('replies', () => {
  test('the reviewed person replies once, publicly; nobody else can', async () => {
    const s = await completedSale(t);
    const id = (await review(s.buyer, s, { stars: 2, text: 'Came late' })).json()._id as string;
    expect(
      (await call(s.buyer, 'POST', `/reviews/${id}/reply`, { text: 'me too' })).statusCode,
    ).toBe(403);
    const stranger = await signUpAs(t, { accountType: 'buyer' });
    expect((await call(stranger, 'POST', `/reviews/${id}/reply`, { text: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call(s.seller, 'POST', `/reviews/${id}/reply`, { text: '' })).json().field).toBe(
      'text',
    );
    const ok = await call(s.seller, 'POST', `/reviews/${id}/reply`, { text: 'Traffic, sorry!' });
    expect(ok.statusCode).toBe(200);
    const again = await call(s.seller, 'POST', `/reviews/${id}/reply`, { text: 'Second' });
    expect(again.statusCode).toBe(409);
    const page = ReviewPage.parse(
      (await call(null, 'GET', `/sellers/${s.seller.user.id}/reviews`)).json(),
    );
    expect(page.items[0]).toMatchObject({ text: 'Came late', reply: 'Traffic, sorry!' });
    expect((await call(s.seller, 'POST', '/reviews/nope/reply', { text: 'x' })).statusCode).toBe(
      404,
    );
  });
});

describe('moderation', () => {
  test('a reported review is hidden by an admin: gone from the profile and the average, audited, its author sees why', async () => {
    const s = await completedSale(t);
    const other = await completedSale(t);
    const good = (await review(s.buyer, s, { stars: 5, text: 'Great' })).json()._id as string;
    const bad = (await review(other.buyer, other, { stars: 1, text: 'Rude words here' })).json()
      ._id as string;
    const reporter = await signUpAs(t, { accountType: 'buyer' });
    expect(
      (await call(reporter, 'POST', `/reviews/${bad}/report`, { reason: '' })).json().field,
    ).toBe('reason');
    const reported = await call(reporter, 'POST', `/reviews/${bad}/report`, { reason: 'Insults' });
    expect(reported.json()).toEqual({ reported: true, alreadyReported: false });
    expect(
      (await call(reporter, 'POST', `/reviews/${bad}/report`, { reason: 'Insults' })).json(),
    ).toEqual({
      reported: true,
      alreadyReported: true,
    });
    const admin = await signUpAs(t, { accountType: 'admin' });
    const list = (await call(admin, 'GET', '/admin/reviews')).json() as {
      _id: string;
      reportCount: number;
    }[];
    expect(list.find((r) => r._id === bad)).toMatchObject({ reportCount: 1, reasons: ['Insults'] });
    expect(list.find((r) => r._id === good)).toBeUndefined();
    expect(
      (await call(reporter, 'POST', `/admin/reviews/${bad}/hide`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'POST', `/admin/reviews/${bad}/hide`, { reason: '' })).json().field,
    ).toBe('reason');

    expect((await profile(other.seller.user.id)).rating).toMatchObject({ average: 1, count: 1 });
    const hide = await call(admin, 'POST', `/admin/reviews/${bad}/hide`, {
      reason: 'Insults are not a review',
    });
    expect(hide.statusCode).toBe(200);
    expect(
      (await call(admin, 'POST', `/admin/reviews/${bad}/hide`, { reason: 'again' })).statusCode,
    ).toBe(409);

    const after = await profile(other.seller.user.id);
    expect(after.rating).toMatchObject({ average: null, count: 0, distribution: [0, 0, 0, 0, 0] });
    const page = ReviewPage.parse(
      (await call(null, 'GET', `/sellers/${other.seller.user.id}/reviews`)).json(),
    );
    expect(page.items).toEqual([]);
    expect(
      ((await call(admin, 'GET', '/admin/reviews')).json() as { _id: string }[]).map((r) => r._id),
    ).not.toContain(bad);
    const authorView = SaleReviews.parse(
      (await call(other.buyer, 'GET', `/bookings/${other.bookingId}/reviews`)).json(),
    );
    expect(authorView.mine).toMatchObject({
      hidden: true,
      hiddenReason: 'Insults are not a review',
    });
    const written = (await call(other.buyer, 'GET', '/reviews/written')).json();
    expect(written).toEqual([
      expect.objectContaining({ _id: bad, hidden: true, hiddenReason: 'Insults are not a review' }),
    ]);
    const received = (await call(other.seller, 'GET', '/reviews/received')).json();
    expect(received).toEqual([expect.objectContaining({ _id: bad, hidden: true })]);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'review-hidden'), eq(auditEvents.targetId, bad)));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: admin.user.id, detail: 'Insults are not a review' }),
    ]);
    // A hidden review cannot be reported or replied to any more.
    expect(
      (await call(reporter, 'POST', `/reviews/${bad}/report`, { reason: 'more' })).statusCode,
    ).toBe(404);
    expect(
      (await call(other.seller, 'POST', `/reviews/${bad}/reply`, { text: 'x' })).statusCode,
    ).toBe(409);
  });
});
