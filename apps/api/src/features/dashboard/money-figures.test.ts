import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Profile } from '@resale-zone/contract/reviews';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { asSeller, caller, CHECKED, expireHolds, payFor, type Call } from '../../test/sales.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import {
  adminDashboard,
  csvLines,
  DAILY_CSV_HEADER,
  periods,
  SALES_CSV_HEADER,
  sellerDashboard,
} from '../../test/dashboard-world.ts';

/**
 * The money figures (money-figures.ts) against one seller's sale history with every outcome, on a
 * database of its own, driven through the API on one clock (payments, handover, dashboards):
 *
 * | sale      | price | paid        | then                                               |
 * | held      | $210  | 03-30 10:00 | still held                                         |
 * | cancelled | $300  | 02-28 10:00 | cancelled by the buyer 03-03 10:00                 |
 * | declined  | $400  | 03-10 10:00 | declined by the seller 03-11 10:00                 |
 * | expired   | $500  | 02-20 10:00 | expired 02-25 10:01 (the hold is 5 days)           |
 * | completed | $600  | 03-05 10:00 | handed over 03-06 10:00                            |
 * | partial   | $700  | 02-27 10:00 | handed over 03-01 10:00, $200 refunded 03-04 10:00 |
 * | full      | $800  | 03-20 10:00 | handed over 03-21 10:00, refunded in full 03-22    |
 *
 * The dashboards are read at 2025-03-31 12:00 UTC: the 30-day period is 03-02 … 03-31, the one
 * before it 01-31 … 03-01, and "held at the start of the period" is held at 03-02 00:00.
 */
let base = new Date('2025-01-01T00:00:00Z');
let offsetMs = 0;
const clock = () => new Date(base.getTime() + offsetMs);
const at = (iso: string) => {
  base = new Date(`2025-${iso}:00Z`);
};

let t: TestContext;
let call: Call;
let seller: SignedUp;
let buyer: SignedUp;
let admin: SignedUp;
const ids: Record<string, string> = {};

async function bookAndPay(name: string, priceCents: number, paidAt: string) {
  const phone = await createListing(t.database.db, asSeller(seller), {
    productName: `Phone ${name}`,
    resalePriceCents: priceCents,
  });
  const booked = await call(buyer, 'POST', '/booking', {
    product_id: phone.id,
    number: '01711000000',
    place: 'Banani 11, the coffee shop',
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const bookingId = booked.json().insertedId as string;
  at(paidAt);
  const paid = await payFor(t, buyer, bookingId);
  expect(paid.statusCode, paid.message).toBe(200);
  ids[name] = bookingId;
  return bookingId;
}

async function handOver(bookingId: string, when: string) {
  at(when);
  const checked = await call(buyer, 'POST', `/bookings/${bookingId}/checklist`, CHECKED);
  expect(checked.statusCode, checked.body).toBe(200);
  const done = await call(seller, 'POST', `/orders/${bookingId}/handover`, {
    code: checked.json().code,
  });
  expect(done.statusCode, done.body).toBe(200);
}

async function refund(bookingId: string, reported: string, decided: string, amount?: number) {
  at(reported);
  const dispute = await call(buyer, 'POST', `/bookings/${bookingId}/dispute`, {
    reason: 'not-working',
    description: 'The battery dies within the hour.',
  });
  expect(dispute.statusCode, dispute.body).toBe(201);
  at(decided);
  const decide = await call(admin, 'POST', `/admin/disputes/${dispute.json()._id}/decide`, {
    outcome: 'refund',
    ...(amount === undefined ? {} : { amount }),
    note: 'Refunded after the buyer showed the battery report.',
  });
  expect(decide.statusCode, decide.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestContext(
    {},
    { handover: { now: clock }, dashboard: { now: clock }, reviews: { now: clock } },
  );
  call = caller(t);
  [seller, buyer, admin] = await Promise.all([
    signUpAs(t, { accountType: 'seller' }),
    signUpAs(t, { accountType: 'buyer' }),
    signUpAs(t, { accountType: 'admin' }),
  ]);

  // In the order of time: the expiry job runs once, when only the expired hold is due.
  await bookAndPay('expired', 50_000, '02-20T10:00');
  await expireHolds(t, (ms) => (offsetMs = ms));

  const partial = await bookAndPay('partial', 70_000, '02-27T10:00');
  await handOver(partial, '03-01T10:00');
  const cancelled = await bookAndPay('cancelled', 30_000, '02-28T10:00');
  at('03-03T10:00');
  const cancel = await call(buyer, 'POST', `/bookings/${cancelled}/cancel`, {
    reason: 'I found one nearer home',
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  await refund(partial, '03-02T10:00', '03-04T10:00', 200);
  const completed = await bookAndPay('completed', 60_000, '03-05T10:00');
  await handOver(completed, '03-06T10:00');
  const declined = await bookAndPay('declined', 40_000, '03-10T10:00');
  at('03-11T10:00');
  const decline = await call(seller, 'POST', `/orders/${declined}/decline`, {
    reason: 'The screen cracked this morning',
  });
  expect(decline.statusCode, decline.body).toBe(200);
  const full = await bookAndPay('full', 80_000, '03-20T10:00');
  await handOver(full, '03-21T10:00');
  await refund(full, '03-21T11:00', '03-22T10:00');
  await bookAndPay('held', 21_000, '03-30T10:00');

  at('03-31T12:00');
});
afterAll(() => t.close());

describe('the money figures of one sale history with every outcome', () => {
  test.each([
    {
      name: 'the seller’s dashboard: held now, released, received and refunded, each counted once',
      query: '',
      period: { days: 30, from: '2025-03-02', to: '2025-03-31' },
      figures: periods({
        // The hold of $210 only; at the start of the period the cancelled $300 was held.
        heldNowCents: [21_000, 30_000],
        // Cancelled 03-03 and declined 03-11; expired 02-25.
        releasedCents: [70_000, 50_000],
        // Handed over 03-06 ($600) and 03-21 (refunded in full: $0); 03-01 ($700 less $200).
        capturedCents: [60_000, 50_000],
        completedSales: [2, 1],
        // $200 on 03-04 and $800 on 03-22.
        refundedCents: [100_000, 0],
      }),
    },
    {
      name: '90 days: the periods move, held now does not',
      query: '?days=90',
      period: { days: 90, from: '2025-01-01', to: '2025-03-31' },
      figures: periods({
        heldNowCents: [21_000, 0],
        releasedCents: [120_000, 0],
        capturedCents: [110_000, 0],
        completedSales: [3, 0],
        refundedCents: [100_000, 0],
      }),
    },
  ])('$name', async ({ query, period, figures }) => {
    const d = await sellerDashboard(call, seller, query);
    expect(d.period).toEqual(period);
    expect(d.figures).toMatchObject(figures);
  });

  test('the admin’s dashboard: the same figures, per day, and held now', async () => {
    const d = await adminDashboard(call, admin);
    expect(d.heldNow).toEqual(
      periods({
        count: [1, 1],
        cents: [21_000, 30_000],
      }),
    );
    expect(d.totals).toMatchObject(
      periods({
        paid: [4, 3],
        completed: [2, 1],
        released: [2, 1],
        releasedCents: [70_000, 50_000],
        capturedCents: [60_000, 50_000],
        refunded: [2, 0],
        refundedCents: [100_000, 0],
        expiredHolds: [0, 1],
      }),
    );
    const money = ['paid', 'completed', 'released', 'releasedCents', 'capturedCents'] as const;
    const more = ['refunded', 'refundedCents'] as const;
    const moved = d.series
      .map((r) => [r.day, ...[...money, ...more].map((k) => r[k])])
      .filter(([, ...n]) => n.some((v) => v !== 0));
    expect(moved).toEqual([
      // day,       paid, completed, released, releasedCents, capturedCents, refunded, refundedCents
      ['2025-03-03', 0, 0, 1, 30_000, 0, 0, 0],
      ['2025-03-04', 0, 0, 0, 0, 0, 1, 20_000],
      ['2025-03-05', 1, 0, 0, 0, 0, 0, 0],
      ['2025-03-06', 0, 1, 0, 0, 60_000, 0, 0],
      ['2025-03-10', 1, 0, 0, 0, 0, 0, 0],
      ['2025-03-11', 0, 0, 1, 40_000, 0, 0, 0],
      ['2025-03-20', 1, 0, 0, 0, 0, 0, 0],
      ['2025-03-21', 0, 1, 0, 0, 0, 0, 0],
      ['2025-03-22', 0, 0, 0, 0, 0, 1, 80_000],
      ['2025-03-30', 1, 0, 0, 0, 0, 0, 0],
    ]);
  });

  test('the admin’s daily CSV: the dashboard’s money, by the same names', async () => {
    const res = await call(admin, 'GET', '/dashboard/admin/daily.csv');
    expect(res.statusCode).toBe(200);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(DAILY_CSV_HEADER);
    const row = (day: string) => {
      const line = lines.find((l) => l.startsWith(day))!;
      // Money and sales only: listings, users, bookings, reports and disputes are stamped by the
      // database's clock, not the sales' one.
      const c = line.split(',');
      return [c[0], c[4], c[5], c[6], c[7], c[8], c[9], c[10], c[13]].join(',');
    };
    expect(row('2025-03-03')).toBe('2025-03-03,0,0,1,300,0,0,0,0');
    expect(row('2025-03-04')).toBe('2025-03-04,0,0,0,0,0,1,200,0');
    expect(row('2025-03-06')).toBe('2025-03-06,0,1,0,0,600,0,0,0');
    expect(row('2025-03-11')).toBe('2025-03-11,0,0,1,400,0,0,0,0');
    expect(row('2025-03-21')).toBe('2025-03-21,0,1,0,0,0,0,0,0');
    expect(row('2025-03-22')).toBe('2025-03-22,0,0,0,0,0,1,800,0');
    expect(row('2025-03-30')).toBe('2025-03-30,1,0,0,0,0,0,0,0');
    const csv90 = (await call(admin, 'GET', '/dashboard/admin/daily.csv?days=90')).body;
    expect(csv90.split('\r\n').find((l) => l.startsWith('2025-02-25'))).toMatch(
      /^2025-02-25,\d+,\d+,\d+,0,0,1,500,0,0,0,\d+,\d+,1$/,
    );
  });

  test('the seller’s sales CSV: each sale with what it adds to each money figure, and when', async () => {
    const res = await call(seller, 'GET', '/dashboard/seller/sales.csv');
    expect(res.statusCode).toBe(200);
    const lines = csvLines(res.body);
    expect(lines[0]).toBe(SALES_CSV_HEADER);
    const z = (d: string) => `2025-${d}:00.000Z`;
    expect(lines.slice(1)).toEqual([
      `${ids.held},Phone held,210,held,${z('03-30T10:00')},210,,0,,0,,0`,
      `${ids.full},Phone full,800,refunded,${z('03-20T10:00')},0,,0,${z('03-21T10:00')},0,${z('03-22T10:00')},800`,
      `${ids.declined},Phone declined,400,released,${z('03-10T10:00')},0,${z('03-11T10:00')},400,,0,,0`,
      `${ids.completed},Phone completed,600,completed,${z('03-05T10:00')},0,,0,${z('03-06T10:00')},600,,0`,
      `${ids.cancelled},Phone cancelled,300,released,${z('02-28T10:00')},0,${z('03-03T10:00')},300,,0,,0`,
      `${ids.partial},Phone partial,700,refunded,${z('02-27T10:00')},0,,0,${z('03-01T10:00')},500,${z('03-04T10:00')},200`,
      `${ids.expired},Phone expired,500,released,${z('02-20T10:00')},0,${z('02-25T10:01')},500,,0,,0`,
    ]);
  });

  test('a partial refund leaves the sale on the public count; a full refund takes it off', async () => {
    const profile = Profile.parse((await call(null, 'GET', `/sellers/${seller.user.id}`)).json());
    // Handed over: completed, partial (refunded $200 of $700) and full (refunded in full).
    expect(profile.salesCompleted).toBe(2);
  });
});
