import { describe, expect, test } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { mailOutbox, notifications } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { bookedPhone, CHECKED, heldSale, type Call, type BookedSale } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { DAY, HOUR, MINUTE, useClockedApp } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
// The clock of meetings and their reminders: tests move it to the reminder's hour.
const clock = useClockedApp((...app) => ([t, call] = app));

const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
const propose = (who: SignedUp, s: BookedSale, at: string) =>
  call(who, 'PUT', `/bookings/${s.bookingId}/meeting`, { at });
const confirm = (who: SignedUp, s: BookedSale, at: string) =>
  call(who, 'POST', `/bookings/${s.bookingId}/meeting/confirm`, { at });

/** Both sides' addresses verified: the reminder may be mailed to them. */
async function verified<S extends BookedSale>(s: S): Promise<S> {
  const ids = [s.buyer.user.id, s.seller.user.id];
  await t.database.db.execute(sql`update users set email_verified = true where id in ${ids}`);
  return s;
}

/** The buyer proposes `at`, the seller confirms it. */
async function agree(s: BookedSale, at: string) {
  expect((await propose(s.buyer, s, at)).statusCode).toBe(200);
  expect((await confirm(s.seller, s, at)).statusCode).toBe(200);
}

/** The booking's reminder jobs, oldest first, with when each is due. */
async function reminderJobs(s: BookedSale) {
  const { rows } = (await t.database.db.execute(sql`
    select id::text as id, state::text as state, start_after, data->>'at' as at
    from pgboss.job where name = 'meeting-remind' and data->>'bookingId' = ${s.bookingId}
    order by created_on, id`)) as unknown as {
    rows: { id: string; state: string; start_after: string | Date; at: string }[];
  };
  return rows.map((r) => ({ ...r, startAfter: new Date(r.start_after).toISOString() }));
}

/**
 * Runs the reminder jobs with the clock `ms` ahead, as a worker would once they are due (their
 * start moved to now instead of waiting). `again` also re-runs finished ones: a retry after a
 * completion that was never recorded.
 */
async function runReminders(ms: number, again = false) {
  const states = again ? ['created', 'retry', 'completed'] : ['created', 'retry'];
  await t.database.db.execute(sql`
    update pgboss.job set start_after = now(), state = 'created'
    where name = 'meeting-remind' and state::text in ${states}`);
  clock.offsetMs = ms;
  try {
    await t.app.jobs.drain();
  } finally {
    clock.offsetMs = 0;
  }
}

/** The reminders each side got: mail (subjects) and bell (titles). */
async function reminders(s: BookedSale) {
  const addresses = [s.buyer.user.email, s.seller.user.email];
  const mail = await t.database.db
    .select({ to: mailOutbox.toAddress, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'meeting-reminder'), inArray(mailOutbox.toAddress, addresses)));
  const bell = await t.database.db
    .select({ userId: notifications.userId, title: notifications.title })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [s.buyer.user.id, s.seller.user.id]),
        sql`${notifications.title} like 'Meeting soon:%'`,
      ),
    );
  return {
    buyerMail: mail.filter((m) => m.to === s.buyer.user.email),
    sellerMail: mail.filter((m) => m.to === s.seller.user.email),
    buyerBell: bell.filter((n) => n.userId === s.buyer.user.id).map((n) => n.title),
    sellerBell: bell.filter((n) => n.userId === s.seller.user.id).map((n) => n.title),
  };
}

const none = { buyerMail: [], sellerMail: [], buyerBell: [], sellerBell: [] };

describe('a reminder an hour before the confirmed meeting', () => {
  test('due an hour before; not sent earlier; then once to both sides, by mail and in the bell, even when retried', async () => {
    const s = await verified(await heldSale(t));
    const at = ahead(DAY);
    await agree(s, at);
    const [job] = await reminderJobs(s);
    expect(job).toMatchObject({ at: new Date(at).toISOString() });
    expect(job!.startAfter).toBe(new Date(Date.parse(at) - HOUR).toISOString());
    // Nothing is due yet; a run forced early (clocks apart) sends nothing and is tried later.
    await t.app.jobs.drain();
    await runReminders(DAY - 2 * HOUR);
    expect(await reminders(s)).toEqual(none);

    await runReminders(DAY - HOUR + MINUTE);
    const sent = await reminders(s);
    const title = `Meeting soon: ${s.listing.productName}`;
    expect(sent.buyerBell).toEqual([title]);
    expect(sent.sellerBell).toEqual([title]);
    expect(sent.buyerMail).toHaveLength(1);
    expect(sent.sellerMail).toHaveLength(1);
    expect(sent.buyerMail[0]!.text).toContain(new Date(at).toUTCString());
    expect(sent.buyerMail[0]!.text).toContain('Banani 11, the coffee shop');

    // The job runs again (its completion lost): the marker stops a second reminder.
    await runReminders(DAY - HOUR + 2 * MINUTE, true);
    expect(await reminders(s)).toEqual(sent);
  });

  test('a time confirmed less than an hour ahead is reminded at once', async () => {
    const s = await verified(await heldSale(t));
    await agree(s, ahead(30 * MINUTE));
    await t.app.jobs.drain();
    const sent = await reminders(s);
    expect(sent.buyerMail).toHaveLength(1);
    expect(sent.sellerBell).toHaveLength(1);
  });

  test('an address nobody verified gets no mail; the bell still tells its owner', async () => {
    const s = await heldSale(t);
    await agree(s, ahead(30 * MINUTE));
    await t.app.jobs.drain();
    const sent = await reminders(s);
    expect(sent.buyerMail).toEqual([]);
    expect(sent.sellerMail).toEqual([]);
    expect(sent.buyerBell).toHaveLength(1);
    expect(sent.sellerBell).toHaveLength(1);
  });
});

describe('no stale reminder', () => {
  test('a time changed: the old one is not reminded, and the new one waits for its confirmation', async () => {
    const s = await verified(await heldSale(t));
    await agree(s, ahead(DAY));
    const moved = ahead(2 * DAY);
    expect((await propose(s.seller, s, moved)).statusCode).toBe(200);
    // At the old time's hour, the time is only proposed: nothing.
    await runReminders(DAY - HOUR + MINUTE);
    expect(await reminders(s)).toEqual(none);

    expect((await confirm(s.buyer, s, moved)).statusCode).toBe(200);
    await runReminders(2 * DAY - HOUR + MINUTE);
    const sent = await reminders(s);
    expect(sent.buyerMail).toHaveLength(1);
    expect(sent.sellerMail).toHaveLength(1);
    expect(sent.sellerMail[0]!.text).toContain(new Date(moved).toUTCString());
  });

  test('a time changed and changed back: two jobs for the same time, one reminder', async () => {
    const s = await verified(await heldSale(t));
    const at = ahead(DAY);
    await agree(s, at);
    const other = ahead(2 * DAY);
    expect((await propose(s.seller, s, other)).statusCode).toBe(200);
    await agree(s, at);
    expect((await reminderJobs(s)).map((j) => j.at)).toEqual([
      new Date(at).toISOString(),
      new Date(at).toISOString(),
    ]);
    await runReminders(DAY - HOUR + MINUTE);
    const sent = await reminders(s);
    expect(sent.buyerMail).toHaveLength(1);
    expect(sent.sellerMail).toHaveLength(1);
    expect(sent.buyerBell).toHaveLength(1);
  });

  test('a booking cancelled, a hold declined or a phone handed over is not reminded', async () => {
    const cancelled = await verified(await bookedPhone(t));
    await agree(cancelled, ahead(DAY));
    expect(
      (await call(cancelled.buyer, 'DELETE', `/booking/${cancelled.bookingId}`)).statusCode,
    ).toBe(200);

    const declined = await verified(await heldSale(t));
    await agree(declined, ahead(DAY));
    const decline = await call(declined.seller, 'POST', `/orders/${declined.bookingId}/decline`, {
      reason: 'The phone broke',
    });
    expect(decline.statusCode).toBe(200);

    const handedOver = await verified(await heldSale(t));
    await agree(handedOver, ahead(DAY));
    const checked = await call(
      handedOver.buyer,
      'POST',
      `/bookings/${handedOver.bookingId}/checklist`,
      CHECKED,
    );
    const { code } = checked.json() as { code: string };
    expect(
      (await call(handedOver.seller, 'POST', `/orders/${handedOver.bookingId}/handover`, { code }))
        .statusCode,
    ).toBe(200);

    await runReminders(DAY - HOUR + MINUTE);
    for (const s of [cancelled, declined, handedOver]) expect(await reminders(s)).toEqual(none);
  });
});

describe('the meeting as a calendar file', () => {
  const ics = (who: SignedUp | null, s: BookedSale) =>
    call(who, 'GET', `/bookings/${s.bookingId}/meeting.ics`);

  test('both sides download it: valid iCalendar, the place escaped, an alarm an hour before', async () => {
    const s = await heldSale(t);
    const at = new Date(Date.now() + DAY);
    at.setUTCMilliseconds(0);
    await agree(s, at.toISOString());
    const res = await ics(s.seller, s);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('.ics');
    const text = res.body;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replaceAll('\r\n ', '');
    const start = at.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(unfolded).toContain(`\r\nUID:booking-${s.bookingId}@localhost\r\n`);
    expect(unfolded).toContain(`\r\nDTSTART:${start}\r\n`);
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain(`\r\nSUMMARY:Meet to hand over the ${s.listing.productName}\r\n`);
    expect(unfolded).toContain('\r\nLOCATION:Banani 11\\, the coffee shop\r\n');
    expect(unfolded).toContain(`/deshboard/meeting/${s.bookingId}`);
    expect(unfolded).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\n');
    expect(unfolded).toContain('\r\nTRIGGER:-PT1H\r\n');
    expect((await ics(s.buyer, s)).body).toBe(text);
  });

  test('a changed time keeps the UID and raises the SEQUENCE', async () => {
    const s = await heldSale(t);
    await agree(s, ahead(DAY));
    const first = (await ics(s.buyer, s)).body.replaceAll('\r\n ', '');
    const moved = ahead(2 * DAY);
    expect((await propose(s.seller, s, moved)).statusCode).toBe(200);
    expect((await confirm(s.buyer, s, moved)).statusCode).toBe(200);
    const second = (await ics(s.buyer, s)).body.replaceAll('\r\n ', '');
    const field = (text: string, name: string) =>
      text.split('\r\n').find((l) => l.startsWith(`${name}:`));
    expect(field(second, 'UID')).toBe(field(first, 'UID'));
    expect(field(first, 'SEQUENCE')).toBe('SEQUENCE:1');
    expect(field(second, 'SEQUENCE')).toBe('SEQUENCE:2');
    expect(field(second, 'DTSTART')).not.toBe(field(first, 'DTSTART'));
  });

  test('nobody else gets it (404), signed out is a 401, and no confirmed time is a 409', async () => {
    const s = await heldSale(t);
    const stranger = await signUpAs(t, { accountType: 'buyer' });
    expect((await ics(s.buyer, s)).statusCode).toBe(409);
    expect((await propose(s.buyer, s, ahead(DAY))).statusCode).toBe(200);
    expect((await ics(s.seller, s)).statusCode).toBe(409);
    await confirm(
      s.seller,
      s,
      (await call(s.buyer, 'GET', `/bookings/${s.bookingId}/meeting`)).json().at,
    );
    expect((await ics(s.seller, s)).statusCode).toBe(200);
    expect((await ics(stranger, s)).statusCode).toBe(404);
    expect((await ics(null, s)).statusCode).toBe(401);
    expect((await call(s.buyer, 'GET', '/bookings/no-such-booking/meeting.ics')).statusCode).toBe(
      404,
    );
    // A plain link sends the session cookie, not a token: it stands for the person here too.
    const byCookie = (who: SignedUp) =>
      t.app.inject({
        url: `/api/bookings/${s.bookingId}/meeting.ics`,
        headers: { cookie: who.cookie },
      });
    expect((await byCookie(s.buyer)).statusCode).toBe(200);
    expect((await byCookie(stranger)).statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: s.buyer.cookie },
    });
    expect(signedOut.statusCode).toBeLessThan(300);
    expect((await byCookie(s.buyer)).statusCode).toBe(401);
  });
});
