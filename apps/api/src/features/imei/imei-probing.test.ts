import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { loggerInto } from '../../test/log-lines.ts';
import type { FastifyInstance } from 'fastify';
import { NotificationList } from '@resale-zone/contract/notifications';
import { buildApp } from '../../app.ts';
import { auditEvents, listings } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { imeiWith } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { IMEI_ALERT_DELAY_SECONDS } from '../saved-searches/saved-searches.jobs.ts';
import { BLOCKED_MESSAGE, DUPLICATE_MESSAGE, IMEI_ANSWERS_PER_DAY } from './imei.service.ts';
import { IPHONE_AD, phoneForm } from '../../test/phone-form.ts';

// Issue 36, item 3: the last 4 digits and the model's TAC leave about a hundred candidates, and
// the duplicate answer told which one is listed. Now a stranger is not told it is listed, the
// answers are limited per member and day (in the database: every instance shares the count),
// repeated refusals are logged and written where admins read them, and a probe alerts nobody.
let t: TestContext;
/** A second instance on the same database, with a log the test reads. */
let other: FastifyInstance;
const logLines: { level: number; msg: string; userId?: string }[] = [];
let holder: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestContext();
  other = await buildApp({
    env: t.env,
    database: t.database,
    logger: loggerInto(logLines),
    jobs: { work: false },
  });
  await other.ready();
  holder = await signUpAs(t, { accountType: 'seller' });
  admin = await signUpAs(t, { accountType: 'admin' });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const APPLE_TAC = '35104463'; // Apple iPhone 13

const list = (
  who: SignedUp,
  imei: string,
  app: FastifyInstance = t.app,
  productName = 'iPhone 13',
) =>
  app.inject({
    method: 'POST',
    url: '/api/addproduct',
    headers: who.headers,
    payload: phoneForm(who, { productName, ...IPHONE_AD, imei }),
  });

const countListings = async () =>
  (await t.database.db.select({ id: listings.id }).from(listings)).length;
/** The saved-search match jobs (of one listing): pg-boss's own table. */
async function matchJobs(listingId?: string) {
  const result = (await t.database.db.execute(
    sql`select id, start_after from pgboss.job where name = 'saved-search-match'
      and (${listingId ?? null}::text is null or data->>'listingId' = ${listingId ?? null})`,
  )) as unknown as { rows: { id: string; start_after: Date | string }[] };
  return result.rows;
}

describe('a duplicate IMEI', () => {
  test('a member who does not hold the listing is not told it is listed; the holder is told which', async () => {
    const imei = imeiWith(APPLE_TAC);
    expect((await list(holder, imei, t.app, 'iPhone 13 of the holder')).statusCode).toBe(201);
    const stranger = await signUpAs(t, { accountType: 'seller' });
    const refused = await list(stranger, imei);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: 'imei', message: DUPLICATE_MESSAGE });
    expect(DUPLICATE_MESSAGE).toContain('cannot be listed now');
    expect(DUPLICATE_MESSAGE).toContain('If the phone is yours, report it');
    expect(refused.body).not.toContain('already listed');
    expect(refused.body).not.toContain('iPhone 13 of the holder');

    const own = await list(holder, imei);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      field: 'imei',
      message:
        'imei: You already list this phone as “iPhone 13 of the holder”. A phone can be on one listing at a time: change that listing in My Products instead (or delete it, then list the phone again).',
    });
  });
});

describe('IMEI answers per member and day', () => {
  test(`${IMEI_ANSWERS_PER_DAY} refusals a day, counted across instances; then every IMEI is refused, listed or not, and nothing is written`, async () => {
    const taken = imeiWith(APPLE_TAC);
    expect((await list(holder, taken)).statusCode).toBe(201);
    const blocked = imeiWith(APPLE_TAC);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/blocked-imeis',
      headers: admin.headers,
      payload: { imei: blocked, reason: 'fraud' },
    });
    const prober = await signUpAs(t, { accountType: 'seller' });
    const before = await countListings();

    // Accepted IMEIs do not count: three listings of fresh phones, then ten refusals.
    for (let i = 0; i < 3; i++)
      expect((await list(prober, imeiWith(APPLE_TAC))).statusCode).toBe(201);
    for (let i = 0; i < IMEI_ANSWERS_PER_DAY; i++) {
      // Half on each instance: the count is the database's.
      const app = i % 2 ? other : t.app;
      const res = await list(prober, i === 4 ? blocked : taken, app);
      expect(res.statusCode, `try ${i + 1}`).toBe(i === 4 ? 400 : 409);
      expect(res.json().message).toBe(i === 4 ? BLOCKED_MESSAGE : DUPLICATE_MESSAGE);
    }
    expect(await countListings()).toBe(before + 3);

    // The limit reached: a candidate that is taken and one that is free get the same 429, so the
    // answer tells nothing; nothing is written.
    const free = imeiWith(APPLE_TAC);
    for (const [imei, app] of [
      [taken, t.app],
      [free, other],
    ] as const) {
      const res = await list(prober, imei, app);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toContain('Too many IMEIs were refused for your account today');
      expect(res.headers['retry-after']).toBeDefined();
    }
    expect(await countListings()).toBe(before + 3);
    // Without an IMEI the member still lists phones.
    expect((await list(prober, '')).statusCode).toBe(201);
    // The holder's own answers are not limited by the prober's.
    expect((await list(holder, taken)).statusCode).toBe(409);
  });

  test('repeated refusals are logged as a warning and written to the audit trail admins read', async () => {
    const taken = imeiWith(APPLE_TAC);
    expect((await list(holder, taken)).statusCode).toBe(201);
    const prober = await signUpAs(t, { accountType: 'seller' });
    for (let i = 0; i < 4; i++) expect((await list(prober, taken, other)).statusCode).toBe(409);

    const warnings = logLines.filter(
      (l) => l.msg === 'repeated IMEI refusals' && l.userId === prober.user.id,
    );
    expect(warnings).toHaveLength(2); // the 3rd and the 4th
    expect(warnings.every((w) => w.level === 40)).toBe(true);

    const trail = await t.app.inject({ url: '/api/audit?limit=200', headers: admin.headers });
    expect(trail.statusCode).toBe(200);
    const probing = (
      trail.json() as { action: string; actorId: string; targetId: string; detail: string }[]
    ).filter((e) => e.action === 'imei-probing' && e.actorId === prober.user.id);
    expect(probing).toHaveLength(2);
    expect(probing[0]).toMatchObject({ targetId: prober.user.id });
    expect(probing.map((e) => e.detail).sort()).toEqual([
      `3 IMEI refusals today (of ${IMEI_ANSWERS_PER_DAY}); this one duplicate, IMEI …${taken.slice(-4)}`,
      `4 IMEI refusals today (of ${IMEI_ANSWERS_PER_DAY}); this one duplicate, IMEI …${taken.slice(-4)}`,
    ]);
    // The full IMEI is in no record.
    expect(JSON.stringify(probing)).not.toContain(taken);
  });
});

describe('a probe alerts nobody', () => {
  async function bell(who: SignedUp) {
    const res = await t.app.inject({ url: '/api/notifications', headers: who.headers });
    return NotificationList.parse(res.json()).items;
  }
  const saveSearch = (who: SignedUp, q: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: who.headers,
      payload: { query: { q } },
    });

  test('a refused create writes nothing: no listing, no alert job', async () => {
    const taken = imeiWith(APPLE_TAC);
    expect((await list(holder, taken)).statusCode).toBe(201);
    const prober = await signUpAs(t, { accountType: 'seller' });
    const [listingsBefore, jobsBefore] = [await countListings(), (await matchJobs()).length];
    expect((await list(prober, taken)).statusCode).toBe(409);
    expect(await countListings()).toBe(listingsBefore);
    expect((await matchJobs()).length).toBe(jobsBefore);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listings)
      .where(and(eq(listings.imei, taken), eq(listings.sellerId, prober.user.id)));
    expect(row!.n).toBe(0);
  });

  test('a listing with an IMEI made and deleted at once alerts no saved search; one that stays does', async () => {
    const word = `probe${Date.now().toString(36)}`;
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    expect((await saveSearch(buyer, word)).statusCode).toBe(201);
    const prober = await signUpAs(t, { accountType: 'seller' });

    const probe = await list(prober, imeiWith(APPLE_TAC), t.app, `iPhone 13 ${word}`);
    expect(probe.statusCode).toBe(201);
    // Its alert job waits: not due now.
    const [job] = await matchJobs(probe.json().insertedId);
    const due = new Date(job!.start_after).getTime();
    expect(due - Date.now()).toBeGreaterThan((IMEI_ALERT_DELAY_SECONDS - 60) * 1000);
    await t.app.jobs.drain();
    expect(await bell(buyer)).toEqual([]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${probe.json().insertedId}`,
      headers: prober.headers,
    });
    expect(removed.statusCode).toBe(200);
    // The delay has passed: the job runs, finds the listing gone, and alerts nobody.
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'saved-search-match'`,
    );
    await t.app.jobs.drain();
    expect(await bell(buyer)).toEqual([]);

    // A phone that stays listed is matched once the delay has passed.
    const kept = await list(prober, imeiWith(APPLE_TAC), t.app, `iPhone 13 ${word} kept`);
    expect(kept.statusCode).toBe(201);
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'saved-search-match'`,
    );
    await t.app.jobs.drain();
    expect((await bell(buyer)).map((n) => n.link)).toEqual([`/products/${kept.json().insertedId}`]);
  });
});

test('the audit trail holds the probing rows only for members who probed', async () => {
  const rows = await t.database.db
    .select({ actorId: auditEvents.actorId })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'imei-probing'), eq(auditEvents.actorId, holder.user.id)));
  expect(rows).toEqual([]);
});
