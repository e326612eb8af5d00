import { describe, expect, test } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MeetingAnswer } from '@resale-zone/contract/meetings';
import { bookings, mailOutbox } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { offer, offerSetUp } from '../../test/offers.ts';
import { heldSale, type Call } from '../../test/sales.ts';
import type { TestContext } from '../../test/test-app.ts';
import { DAY, HOUR, MINUTE, useClockedApp } from '../../test/use-test-app.ts';

let t: TestContext;
let call: Call;
// The clock of meetings and their reminders: a test moves it to the reminder's hour.
const clock = useClockedApp((...app) => ([t, call] = app));

const SPOT = 'Gulshan Police Station, Gulshan Avenue, Dhaka';
type Sale = { bookingId: string; buyer: SignedUp; seller: SignedUp };
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
const meeting = async (who: SignedUp, s: Sale) =>
  MeetingAnswer.parse((await call(who, 'GET', `/bookings/${s.bookingId}/meeting`)).json());
const propose = (who: SignedUp, s: Sale, body: Record<string, unknown>) =>
  call(who, 'PUT', `/bookings/${s.bookingId}/meeting`, body);
const confirm = (who: SignedUp, s: Sale, body: Record<string, unknown>) =>
  call(who, 'POST', `/bookings/${s.bookingId}/meeting/confirm`, body);
const location = async (who: SignedUp, s: Sale) =>
  (await call(who, 'GET', `/bookings/${s.bookingId}/meeting.ics`)).body
    .replaceAll('\r\n ', '')
    .split('\r\n')
    .find((l) => l.startsWith('LOCATION:'));
const stored = async (s: Sale) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, s.bookingId)))[0]!;

describe('a meeting place agreed as the time is', () => {
  test('the buyer proposes a time and a place; the seller sees both and confirms them; the calendar follows', async () => {
    const s = await heldSale(t);
    const at = ahead(DAY);
    expect((await propose(s.buyer, s, { at, place: `  ${SPOT}  ` })).statusCode).toBe(200);
    expect(await meeting(s.seller, s)).toMatchObject({
      place: SPOT,
      proposedBy: 'buyer',
      confirmed: false,
    });
    // The seller confirms the proposal as shown, the place with the time.
    expect((await confirm(s.seller, s, { at, place: SPOT })).statusCode).toBe(200);
    expect(await meeting(s.buyer, s)).toMatchObject({ place: SPOT, confirmed: true });
    expect((await call(s.buyer, 'GET', `/bookings/${s.bookingId}`)).json().place).toBe(SPOT);
    expect(await location(s.seller, s)).toBe(
      'LOCATION:Gulshan Police Station\\, Gulshan Avenue\\, Dhaka',
    );
  });

  test('a time alone keeps the place; a place changed since it was shown is refused (409)', async () => {
    const s = await heldSale(t);
    const at = ahead(DAY);
    expect((await propose(s.buyer, s, { at })).statusCode).toBe(200);
    expect((await meeting(s.seller, s)).place).toBe('Banani 11, the coffee shop');
    // The buyer moves the place while the seller still reads the coffee shop.
    expect((await propose(s.buyer, s, { at, place: SPOT })).statusCode).toBe(200);
    const stale = await confirm(s.seller, s, { at, place: 'Banani 11, the coffee shop' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain(SPOT);
    expect(await meeting(s.buyer, s)).toMatchObject({ place: SPOT, confirmed: false });
    expect((await confirm(s.seller, s, { at, place: SPOT })).statusCode).toBe(200);
  });

  test('an empty, blank or too long place is a 400 naming `place`, and nothing is written', async () => {
    const s = await heldSale(t);
    for (const place of ['', '   ', 'x'.repeat(201), 42]) {
      const res = await propose(s.buyer, s, { at: ahead(DAY), place });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'place' });
    }
    expect(await stored(s)).toMatchObject({
      place: 'Banani 11, the coffee shop',
      meetingAt: null,
      meetingProposedBy: null,
    });
  });

  test('someone else learns nothing (404) and changes nothing', async () => {
    const s = await heldSale(t);
    const stranger = await signUpAs(t, { accountType: 'buyer' });
    const res = await propose(stranger, s, { at: ahead(DAY), place: SPOT });
    expect(res.statusCode).toBe(404);
    expect(await stored(s)).toMatchObject({ place: 'Banani 11, the coffee shop', meetingAt: null });
  });

  test('a booking from an accepted offer has no place yet; a proposal gives it one', async () => {
    const { seller, buyer, listing } = await offerSetUp(t);
    const id = (await offer(t, buyer, listing.id, 300)).json()._id as string;
    const accepted = await call(seller, 'POST', `/offers/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const s = { bookingId: accepted.json().bookingId as string, buyer, seller };
    expect(await meeting(buyer, s)).toMatchObject({ place: null, areaId: listing.areaId ?? null });
    const at = ahead(DAY);
    expect((await propose(seller, s, { at, place: SPOT })).statusCode).toBe(200);
    expect((await confirm(buyer, s, { at, place: SPOT })).statusCode).toBe(200);
    expect(await meeting(seller, s)).toMatchObject({ place: SPOT, confirmed: true });
  });
});

describe('a changed place re-arms the reminder', () => {
  /** Runs the reminder jobs now, with the clock `ms` ahead (their start moved to now). */
  async function runReminders(ms: number) {
    await t.database.db.execute(sql`
      update pgboss.job set start_after = now(), state = 'created'
      where name = 'meeting-remind' and state::text in ('created', 'retry')`);
    clock.offsetMs = ms;
    try {
      await t.app.jobs.drain();
    } finally {
      clock.offsetMs = 0;
    }
  }
  const reminderMail = async (s: Sale) =>
    (
      await t.database.db
        .select({ text: mailOutbox.textBody })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.kind, 'meeting-reminder'),
            inArray(mailOutbox.toAddress, [s.buyer.user.email]),
          ),
        )
    ).map((m) => m.text);

  test('reminded at the first place; the same time at a new place, confirmed, is reminded again there', async () => {
    const s = await heldSale(t);
    const ids = [s.buyer.user.id, s.seller.user.id];
    await t.database.db.execute(sql`update users set email_verified = true where id in ${ids}`);
    const at = ahead(DAY);
    expect((await propose(s.buyer, s, { at })).statusCode).toBe(200);
    expect((await confirm(s.seller, s, { at })).statusCode).toBe(200);
    await runReminders(DAY - HOUR + MINUTE);
    const first = await reminderMail(s);
    expect(first).toHaveLength(1);
    expect(first[0]).toContain('Banani 11, the coffee shop');

    expect((await propose(s.seller, s, { at, place: SPOT })).statusCode).toBe(200);
    expect((await confirm(s.buyer, s, { at, place: SPOT })).statusCode).toBe(200);
    await runReminders(DAY - HOUR + 2 * MINUTE);
    const both = await reminderMail(s);
    expect(both).toHaveLength(2);
    expect(both.some((text) => text?.includes(SPOT))).toBe(true);
  });
});
