import { describe, expect, test } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { MeetingAnswer, NoShowClaim } from '@resale-zone/contract/meetings';
import { Profile } from '@resale-zone/contract/reviews';
import { bookings, mailOutbox, noShowClaims, notifications } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { bookedPhone, CHECKED, heldSale, type Call, type BookedSale } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { DAY, HOUR, useClockedAppWithAdmin } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
let admin: SignedUp;
// The clock of holds, meetings and claims: tests move it past a meeting.
const clock = useClockedAppWithAdmin((...app) => ([t, call, admin] = app));

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const meeting = async (who: SignedUp, s: BookedSale) =>
  MeetingAnswer.parse((await call(who, 'GET', `/bookings/${s.bookingId}/meeting`)).json());
const propose = (who: SignedUp, s: BookedSale, at: unknown) =>
  call(who, 'PUT', `/bookings/${s.bookingId}/meeting`, { at });
const confirm = (who: SignedUp, s: BookedSale, at: string) =>
  call(who, 'POST', `/bookings/${s.bookingId}/meeting/confirm`, { at });
const claim = (who: SignedUp, s: BookedSale, statement = 'I waited an hour at the coffee shop') =>
  call(who, 'POST', `/bookings/${s.bookingId}/no-show`, { statement });
const answer = (who: SignedUp, id: string, agree: boolean, text = 'That is what happened') =>
  call(who, 'POST', `/no-show-claims/${id}/answer`, { agree, text });
const decide = (id: string, outcome: 'uphold' | 'reject', who: SignedUp = admin) =>
  call(who, 'POST', `/admin/no-show-claims/${id}/decide`, { outcome, note: 'Both sides read' });
const reliability = async (who: SignedUp) =>
  Profile.parse((await call(null, 'GET', `/sellers/${who.user.id}`)).json()).reliability;

/** A held sale with a meeting the buyer proposed and the seller confirmed, 1 day ahead. */
async function agreedSale() {
  const s = await heldSale(t);
  const at = inDays(1);
  expect((await propose(s.buyer, s, at)).statusCode).toBe(200);
  expect((await confirm(s.seller, s, at)).statusCode).toBe(200);
  return { ...s, at };
}
/** Runs `fn` with the clock `ms` ahead. */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  clock.offsetMs = ms;
  try {
    return await fn();
  } finally {
    clock.offsetMs = 0;
  }
}
const pastMeeting = DAY + 2 * HOUR;

describe('a meeting time agreed by both sides', () => {
  test('the buyer proposes, the seller sees it unconfirmed and confirms it; a new time waits again', async () => {
    const s = await heldSale(t);
    const at = inDays(1);
    const proposed = await propose(s.buyer, s, at);
    expect(proposed.statusCode).toBe(200);
    expect(await meeting(s.seller, s)).toMatchObject({
      side: 'seller',
      at: new Date(at).toISOString(),
      proposedBy: 'buyer',
      confirmed: false,
      place: 'Banani 11, the coffee shop',
    });
    expect((await confirm(s.buyer, s, at)).statusCode).toBe(403);
    expect((await confirm(s.seller, s, inDays(2))).statusCode).toBe(409);
    expect((await confirm(s.seller, s, at)).statusCode).toBe(200);
    expect(await meeting(s.buyer, s)).toMatchObject({ confirmed: true, proposedBy: 'buyer' });
    // The buyer's booking and the seller's order show it too.
    const shown = { at: new Date(at).toISOString(), confirmed: true };
    expect((await call(s.buyer, 'GET', `/bookings/${s.bookingId}`)).json().meeting).toEqual(shown);
    const orders = (await call(s.seller, 'GET', '/order')).json() as { _id: string }[];
    expect(orders.find((o) => o._id === s.bookingId)).toMatchObject({ meeting: shown });
    expect((await confirm(s.seller, s, at)).json().message).toBe(
      'This meeting time is already confirmed.',
    );
    const moved = inDays(2);
    expect((await propose(s.seller, s, moved)).statusCode).toBe(200);
    expect(await meeting(s.buyer, s)).toMatchObject({ proposedBy: 'seller', confirmed: false });
  });

  test('an unpaid booking can have a meeting time too; the other side is told in the bell', async () => {
    const s = await bookedPhone(t);
    expect((await propose(s.seller, s, inDays(3))).statusCode).toBe(200);
    expect(await meeting(s.buyer, s)).toMatchObject({ proposedBy: 'seller', heldUntil: null });
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.buyer.user.id));
    expect(bell.map((n) => n.title)).toContain(`Meeting time proposed: ${s.listing.productName}`);
    expect(bell.find((n) => n.title.startsWith('Meeting time'))?.link).toBe(
      `/deshboard/meeting/${s.bookingId}`,
    );
  });

  test('a past time, a time after the hold ends or no time is a 400 naming `at`, and nothing is written', async () => {
    const s = await heldSale(t);
    for (const at of [inDays(-1), inDays(6), 'tomorrow', undefined]) {
      const res = await propose(s.buyer, s, at);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'at', message: expect.stringMatching(/^at: /) });
    }
    // The form shows what follows "at: " as a sentence of its own.
    expect((await propose(s.buyer, s, inDays(-1))).json().message).toBe(
      'at: Choose a time in the future',
    );
    expect((await propose(s.buyer, s, inDays(6))).json().message).toMatch(
      /^at: Meet before the payment hold ends \(/,
    );
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, s.bookingId));
    expect(row).toMatchObject({ meetingAt: null, meetingProposedBy: null });
  });

  test('someone else learns nothing of the booking (404)', async () => {
    const s = await heldSale(t);
    const stranger = await signUpAs(t, { accountType: 'buyer' });
    expect((await propose(stranger, s, inDays(1))).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/bookings/${s.bookingId}/meeting`)).statusCode).toBe(404);
  });
});

describe('who may claim a no-show, and when', () => {
  test('not before the confirmed time, not on an unconfirmed time, and only one claim per booking', async () => {
    const unconfirmed = await heldSale(t);
    await propose(unconfirmed.buyer, unconfirmed, inDays(1));
    expect(
      (await later(pastMeeting, () => claim(unconfirmed.seller, unconfirmed))).json().message,
    ).toBe('Only a confirmed meeting time can be missed.');
    const s = await agreedSale();
    expect((await claim(s.seller, s)).statusCode).toBe(409);
    expect((await meeting(s.seller, s)).canClaim).toBe(false);
    expect(await later(pastMeeting, () => meeting(s.seller, s))).toMatchObject({ canClaim: true });
    const made = await later(pastMeeting, () => claim(s.seller, s));
    expect(made.statusCode).toBe(201);
    expect(NoShowClaim.parse(made.json())).toMatchObject({
      claimantSide: 'seller',
      state: 'asked',
    });
    expect((await later(pastMeeting, () => claim(s.buyer, s))).json().message).toBe(
      'This booking already has a no-show claim.',
    );
    expect(await later(pastMeeting, () => meeting(s.buyer, s))).toMatchObject({
      canAnswer: true,
      canClaim: false,
      canPropose: false,
    });
  });

  test('the person asked hears of it in the bell and by mail', async () => {
    const s = await agreedSale();
    await t.database.db.execute(
      sql`update users set email_verified = true where id = ${s.buyer.user.id}`,
    );
    expect((await later(pastMeeting, () => claim(s.seller, s))).statusCode).toBe(201);
    const mail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'no-show-claimed'), eq(mailOutbox.toAddress, s.buyer.user.email)),
      );
    expect(mail).toHaveLength(1);
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.buyer.user.id));
    expect(bell.map((n) => n.title)).toContain(
      `Did you miss the meeting? ${s.listing.productName}`,
    );
  });

  test('after the handover nobody can claim: both came', async () => {
    const s = await agreedSale();
    const code = (await call(s.buyer, 'POST', `/bookings/${s.bookingId}/checklist`, CHECKED)).json()
      .code as string;
    expect(
      (await call(s.seller, 'POST', `/orders/${s.bookingId}/handover`, { code })).statusCode,
    ).toBe(200);
    const res = await later(pastMeeting, () => claim(s.buyer, s));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The phone was handed over: you both came.');
  });

  test('a claim needs a few words (400 naming `statement`)', async () => {
    const s = await agreedSale();
    const res = await later(pastMeeting, () => claim(s.seller, s, ' '));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'statement',
      message: 'statement: Say what happened',
    });
    expect(
      await t.database.db
        .select()
        .from(noShowClaims)
        .where(eq(noShowClaims.bookingId, s.bookingId)),
    ).toEqual([]);
  });
});

describe('the answer, the admin and what counts', () => {
  test('the absent side agrees: the no-show counts against them, as a buyer, and not against the seller', async () => {
    const s = await agreedSale();
    const made = NoShowClaim.parse((await later(pastMeeting, () => claim(s.seller, s))).json());
    expect((await answer(s.seller, made.id, true)).statusCode).toBe(403);
    const agreed = await answer(s.buyer, made.id, true, 'Sorry, I could not make it');
    expect(agreed.json()).toMatchObject({ state: 'agreed', answer: 'Sorry, I could not make it' });
    expect((await answer(s.buyer, made.id, false)).statusCode).toBe(409);
    expect(await reliability(s.buyer)).toMatchObject({ noShows: { asBuyer: 1, asSeller: 0 } });
    expect(await reliability(s.seller)).toMatchObject({ noShows: { asBuyer: 0, asSeller: 0 } });
  });

  test('contested: an admin sees both sides’ words and settles it; only an upheld claim counts', async () => {
    const upheld = await agreedSale();
    const rejected = await agreedSale();
    const a = NoShowClaim.parse(
      (await later(pastMeeting, () => claim(upheld.buyer, upheld))).json(),
    );
    const b = NoShowClaim.parse(
      (await later(pastMeeting, () => claim(rejected.buyer, rejected))).json(),
    );
    expect((await decide(a.id, 'uphold')).statusCode).toBe(409); // not answered yet
    await answer(upheld.seller, a.id, false, 'I was there at noon');
    await answer(rejected.seller, b.id, false, 'I was there, here is my photo');
    expect((await reliability(upheld.seller)).noShows.asSeller).toBe(0);
    expect((await call(upheld.buyer, 'GET', '/admin/no-show-claims')).statusCode).toBe(403);
    const list = (await call(admin, 'GET', '/admin/no-show-claims')).json() as NoShowClaim[];
    expect(list.find((c) => c.id === a.id)).toMatchObject({
      statement: 'I waited an hour at the coffee shop',
      answer: 'I was there at noon',
      state: 'contested',
    });
    expect((await decide(a.id, 'uphold', upheld.seller)).statusCode).toBe(403);
    expect((await decide(a.id, 'uphold')).json()).toMatchObject({ state: 'upheld' });
    expect((await decide(b.id, 'reject')).json()).toMatchObject({ state: 'rejected' });
    expect((await decide(a.id, 'reject')).json().message).toBe('This claim was already settled.');
    expect((await reliability(upheld.seller)).noShows).toEqual({ asBuyer: 0, asSeller: 1 });
    expect((await reliability(rejected.seller)).noShows).toEqual({ asBuyer: 0, asSeller: 0 });
    const ids = (await call(admin, 'GET', '/admin/no-show-claims'))
      .json()
      .map((c: NoShowClaim) => c.id);
    expect(ids).not.toContain(a.id);
  });

  // Issue 36, item 5: the profile counted every expired hold against the seller too, even when
  // the buyer paid and never came. Only a settled no-show counts now, against whoever missed it.
  test('issue 36 item 5: an expired hold alone no longer counts against the seller', async () => {
    const s = await heldSale(t);
    await later(5 * DAY + 60_000, async () => {
      await t.database.db.execute(
        sql`update pgboss.job set start_after = now(), state = 'created' where name = 'hold-expire' and data->>'bookingId' = ${s.bookingId}`,
      );
      await t.app.jobs.drain();
    });
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, s.bookingId));
    expect(row).toMatchObject({ state: 'released', releaseReason: 'expired' });
    expect(await reliability(s.seller)).toEqual({ holds: 1, noShows: { asBuyer: 0, asSeller: 0 } });
    expect(await reliability(s.buyer)).toEqual({ holds: 1, noShows: { asBuyer: 0, asSeller: 0 } });
  });

  test('a hold that expired after the missed meeting can still be claimed', async () => {
    const s = await agreedSale();
    await later(5 * DAY + 60_000, async () => {
      await t.database.db.execute(
        sql`update pgboss.job set start_after = now(), state = 'created' where name = 'hold-expire' and data->>'bookingId' = ${s.bookingId}`,
      );
      await t.app.jobs.drain();
      const made = await claim(s.seller, s);
      expect(made.statusCode).toBe(201);
      await answer(s.buyer, made.json().id, true);
    });
    expect((await reliability(s.buyer)).noShows.asBuyer).toBe(1);
    const [c] = await t.database.db
      .select()
      .from(noShowClaims)
      .where(eq(noShowClaims.bookingId, s.bookingId));
    expect(c).toMatchObject({ absentId: s.buyer.user.id, state: 'agreed' });
  });
});
