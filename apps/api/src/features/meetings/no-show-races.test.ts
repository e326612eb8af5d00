import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookings, noShowClaims } from '../../db/schema.ts';
import type { SignedUp } from '../../test/auth.ts';
import { caller, CHECKED, heldSale, type Call } from '../../test/sales.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

// Races with a widened window: every move on a sale waits `raceDelayMs` inside its transaction
// before taking the sale's locks, so moves sent together overlap.
let t: TestContext;
let call: Call;
let offsetMs = 0;
let raceDelayMs = 0;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
beforeAll(async () => {
  t = await createTestContext(
    {},
    {
      handover: {
        now: () => new Date(Date.now() + offsetMs),
        beforeLock: () => new Promise((r) => setTimeout(r, raceDelayMs)),
      },
    },
  );
  call = caller(t);
});
afterAll(() => t.close());

async function agreedSale() {
  const s = await heldSale(t);
  const at = new Date(Date.now() + DAY).toISOString();
  expect((await call(s.buyer, 'PUT', `/bookings/${s.bookingId}/meeting`, { at })).statusCode).toBe(
    200,
  );
  expect(
    (await call(s.seller, 'POST', `/bookings/${s.bookingId}/meeting/confirm`, { at })).statusCode,
  ).toBe(200);
  return s;
}
const claim = (who: SignedUp, bookingId: string) =>
  call(who, 'POST', `/bookings/${bookingId}/no-show`, { statement: 'Nobody came to the shop' });
const claimsOf = (bookingId: string) =>
  t.database.db.select().from(noShowClaims).where(eq(noShowClaims.bookingId, bookingId));
const stateOf = async (bookingId: string) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]!.state;

/** Runs `fn` with the clock moved and the race window widened. */
async function racing<T>(clockMs: number, fn: () => Promise<T>): Promise<T> {
  offsetMs = clockMs;
  raceDelayMs = 150;
  try {
    return await fn();
  } finally {
    offsetMs = 0;
    raceDelayMs = 0;
  }
}

describe('no-show claims: races (widened windows)', () => {
  test('both sides claim at once: one claim, the other refused with a sentence', async () => {
    const s = await agreedSale();
    const results = await racing(DAY + HOUR, () =>
      Promise.all([claim(s.buyer, s.bookingId), claim(s.seller, s.bookingId)]),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'This booking already has a no-show claim.',
    );
    expect(await claimsOf(s.bookingId)).toHaveLength(1);
  });

  test('a claim racing the hold’s expiry: the hold is released and the claim stands, in either order', async () => {
    const s = await agreedSale();
    const results = await racing(5 * DAY + HOUR, async () => {
      await t.database.db.execute(
        sql`update pgboss.job set start_after = now(), state = 'created' where name = 'hold-expire' and data->>'bookingId' = ${s.bookingId}`,
      );
      return Promise.all([claim(s.seller, s.bookingId), t.app.jobs.drain()]);
    });
    expect(results[0].statusCode).toBe(201);
    expect(await stateOf(s.bookingId)).toBe('released');
    expect((await claimsOf(s.bookingId)).map((c) => c.state)).toEqual(['asked']);
  });

  test('a claim racing the handover: the sale completes and no claim is left open', async () => {
    const s = await agreedSale();
    const code = (await call(s.buyer, 'POST', `/bookings/${s.bookingId}/checklist`, CHECKED)).json()
      .code as string;
    const [claimed, handed] = await racing(DAY + HOUR, () =>
      Promise.all([
        claim(s.buyer, s.bookingId),
        call(s.seller, 'POST', `/orders/${s.bookingId}/handover`, { code }),
      ]),
    );
    expect(handed.statusCode).toBe(200);
    expect([201, 409]).toContain(claimed.statusCode);
    expect(await stateOf(s.bookingId)).toBe('completed');
    const left = (await claimsOf(s.bookingId)).map((c) => c.state);
    // Refused (the handover came first) or withdrawn by it (the claim came first).
    expect(left.filter((state) => state === 'asked' || state === 'contested')).toEqual([]);
  });

  test('agree and contest sent at once: one answer is kept, the other refused', async () => {
    const s = await agreedSale();
    const made = await racing(DAY + HOUR, () => claim(s.seller, s.bookingId));
    const id = made.json().id as string;
    const results = await racing(DAY + HOUR, () =>
      Promise.all(
        [true, false].map((agree) =>
          call(s.buyer, 'POST', `/no-show-claims/${id}/answer`, { agree, text: 'My answer here' }),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await claimsOf(s.bookingId);
    expect(['agreed', 'contested']).toContain(row!.state);
  });
});
