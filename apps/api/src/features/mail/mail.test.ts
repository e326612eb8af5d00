import fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, payFor as payInTestMode } from '../../test/sales.ts';
import { and, eq, sql } from 'drizzle-orm';
import { listings, mailOutbox, users } from '../../db/schema.ts';
import { latestToken, sendPasswordReset } from '../../test/account-mail.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { createListing } from '../../test/factories.ts';
import { parseMail } from '../../test/mail-message.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { mailJobs } from '../jobs/test-queue.ts';
import { createMailTransport } from './mail-transport.ts';
import { queueMail, renderMail } from '../../shared/mail/queue-mail.ts';

const PUBLIC_URL = 'https://resale.example';

let t: TestContext;
let mailDir: string;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL });
  mailDir = path.join(t.env.DATA_DIR, 'mail');
});
afterAll(() => t.close());

const verify = (who: SignedUp) =>
  t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, who.user.id));

/** Mail of one kind to one address in the outbox. */
const outbox = (to: string, kind: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)));

/** The .eml files written for one address and kind, parsed. */
async function emlFiles(to: string, kind: string) {
  const ids = (await outbox(to, kind)).map((m) => m.id);
  const names = (await fs.readdir(mailDir).catch(() => [] as string[])).filter((n) =>
    ids.some((id) => n.endsWith(`-${id}.eml`)),
  );
  return Promise.all(
    names.map(async (n) => parseMail(await fs.readFile(path.join(mailDir, n), 'utf8'))),
  );
}

async function bookedPhone(opts: { sellerVerified: boolean; buyerVerified: boolean }) {
  const seller = await signUpAs(t, { accountType: 'seller' });
  const buyer = await signUpAs(t, { accountType: 'buyer', name: 'Bea Buyer' });
  if (opts.sellerVerified) await verify(seller);
  if (opts.buyerVerified) await verify(buyer);
  const listing = await createListing(
    t.database.db,
    { id: seller.user.id, name: seller.user.name, email: seller.user.email },
    { productName: 'Pixel 7 Pro', resalePriceCents: 41_500 },
  );
  const bookingId = await book(t, buyer, listing.id, 'Banani 11');
  return { seller, buyer, listing, bookingId };
}

async function payFor(buyer: SignedUp, bookingId: string) {
  const paid = await payInTestMode(t, buyer, bookingId);
  expect(paid.statusCode, paid.message).toBe(200);
}

describe('without SMTP_URL, mail is written to DATA_DIR/mail', () => {
  test('a booking mails its verified seller: an .eml file with a plain-text and an accessible HTML part, linking to the public URL', async () => {
    const { seller } = await bookedPhone({ sellerVerified: true, buyerVerified: false });
    // Queued with the booking, sent by the job: nothing on disk before the queue runs.
    expect(await outbox(seller.user.email, 'booking-received')).toHaveLength(1);
    expect(await emlFiles(seller.user.email, 'booking-received')).toHaveLength(0);
    await t.app.jobs.drain();

    const [mail] = await emlFiles(seller.user.email, 'booking-received');
    expect(mail).toBeDefined();
    expect(mail!.header('to')).toBe(seller.user.email);
    expect(mail!.header('subject')).toBe('New booking: Pixel 7 Pro');
    expect(mail!.header('content-type')).toMatch(/^multipart\/alternative/);
    expect(mail!.text).toContain('A buyer, “Bea Buyer”, booked your Pixel 7 Pro for $415.00.');
    expect(mail!.text).toContain(`See your orders: ${PUBLIC_URL}/deshboard/order`);
    expect(mail!.text).toContain(PUBLIC_URL);
    // Accessible HTML: a language, one real heading, a link whose text says where it goes.
    expect(mail!.html).toContain('<html lang="en">');
    expect(mail!.html).toMatch(/<h1[^>]*>New booking: Pixel 7 Pro<\/h1>/);
    expect(mail!.html).toMatch(
      new RegExp(`<a href="${PUBLIC_URL}/deshboard/order"[^>]*>See your orders</a>`),
    );
    expect(mail!.html).not.toContain('<table');
    const [row] = await outbox(seller.user.email, 'booking-received');
    expect(row!.sentAt).not.toBeNull();
    expect(mail!.header('message-id')).toBe(row!.messageId);
  });

  test('an unverified seller gets no booking mail (an address nobody proved may be someone else’s)', async () => {
    const { seller } = await bookedPhone({ sellerVerified: false, buyerVerified: false });
    expect(await outbox(seller.user.email, 'booking-received')).toHaveLength(0);
  });

  test('a payment mails the verified buyer and the verified seller; unverified ones get nothing', async () => {
    const both = await bookedPhone({ sellerVerified: true, buyerVerified: true });
    await payFor(both.buyer, both.bookingId);
    await t.app.jobs.drain();
    const [receipt] = await emlFiles(both.buyer.user.email, 'payment-received');
    expect(receipt!.header('subject')).toBe('Payment held: Pixel 7 Pro');
    expect(receipt!.text).toContain(
      'Your payment of $415.00 for Pixel 7 Pro is held. Nothing is taken until the handover.',
    );
    const [news] = await emlFiles(both.seller.user.email, 'payment-received');
    expect(news!.header('subject')).toBe('Paid: Pixel 7 Pro');
    expect(news!.text).toContain(
      'Your buyer, “Bea Buyer”, paid $415.00 for your Pixel 7 Pro. The payment is held and the phone is reserved for them.',
    );

    const neither = await bookedPhone({ sellerVerified: false, buyerVerified: false });
    await payFor(neither.buyer, neither.bookingId);
    expect(await outbox(neither.buyer.user.email, 'payment-received')).toHaveLength(0);
    expect(await outbox(neither.seller.user.email, 'payment-received')).toHaveLength(0);
  });

  test('an admin removing a listing mails its seller; deleting an account mails that account', async () => {
    const admin = await signUpAs(t, { accountType: 'admin' });
    const { seller, buyer, listing } = await bookedPhone({
      sellerVerified: true,
      buyerVerified: true,
    });
    // Only reported phones are removed by an admin.
    await t.database.db
      .update(listings)
      .set({ isReported: true })
      .where(eq(listings.id, listing.id));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/reportedproduct/${listing.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Removing it again deletes nothing and mails nothing.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/reportedproduct/${listing.id}`,
      headers: admin.headers,
    });
    expect(await outbox(seller.user.email, 'listing-removed')).toHaveLength(1);

    for (const [who, list] of [
      [buyer, 'allbuyers'],
      [seller, 'allsellers'],
    ] as const) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/${list}/${who.user.id}`,
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await t.app.jobs.drain();
    const [gone] = await emlFiles(seller.user.email, 'listing-removed');
    expect(gone!.header('subject')).toBe('Your listing was removed: Pixel 7 Pro');
    for (const who of [buyer, seller]) {
      const [mail] = await emlFiles(who.user.email, 'account-deleted');
      expect(mail!.header('subject')).toBe('Your Resale Zone account was deleted');
      expect(mail!.text).toContain(`Hello ${who.user.name}`);
    }

    // An unverified account deleted by an admin gets nothing.
    const quiet = await signUpAs(t, { accountType: 'buyer' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/allbuyers/${quiet.user.id}`,
      headers: admin.headers,
    });
    expect(await outbox(quiet.user.email, 'account-deleted')).toHaveLength(0);
  });

  test('a job that runs again (a crash after the send, before the ack) writes no second message', async () => {
    const { seller } = await bookedPhone({ sellerVerified: true, buyerVerified: false });
    await t.app.jobs.drain();
    const [row] = await outbox(seller.user.email, 'booking-received');
    const jobs = (await mailJobs(t.database)).filter((j) => j.data.outboxId === row!.id);
    expect(jobs).toMatchObject([{ state: 'completed' }]);
    // What pg-boss does with a job whose worker died: it runs it again.
    await t.database.db.execute(
      sql`update pgboss.job set state = 'retry', start_after = now() - interval '1 second' where id = ${jobs[0]!.id}`,
    );
    const sentAt = row!.sentAt;
    expect(await t.app.jobs.drain()).toBe(1);
    expect(await emlFiles(seller.user.email, 'booking-received')).toHaveLength(1);
    const [after] = await outbox(seller.user.email, 'booking-received');
    expect(after!.sentAt).toEqual(sentAt);
  });
});

describe('the outbox is part of the event’s transaction', () => {
  test('a rolled-back transaction queues neither the message nor its job', async () => {
    const jobsBefore = (await mailJobs(t.database)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await queueMail(tx, {
          to: 'rollback@example.test',
          kind: 'test-notice',
          subject: 'Never',
          ...renderMail({ heading: 'Never', paragraphs: ['Rolled back.'] }, PUBLIC_URL),
        });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await outbox('rollback@example.test', 'test-notice')).toHaveLength(0);
    expect(await mailJobs(t.database)).toHaveLength(jobsBefore);
  });

  test('a booking refused as a duplicate mails the seller no second time', async () => {
    const { seller, buyer, listing } = await bookedPhone({
      sellerVerified: true,
      buyerVerified: false,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/booking',
      headers: buyer.headers,
      payload: { product_id: listing.id, number: '01711000000', place: 'Banani 11' },
    });
    expect(again.statusCode).toBe(409);
    expect(await outbox(seller.user.email, 'booking-received')).toHaveLength(1);
  });
});

describe('a sent message keeps no live link (issue 36)', () => {
  test('the outbox row after sending holds no token; the mailbox’s link still works', async () => {
    const me = await signUpAs(t, { accountType: 'buyer' });
    await sendPasswordReset(t, me.user.email);
    const rows = [
      ...(await outbox(me.user.email, 'verify-email')),
      ...(await outbox(me.user.email, 'reset-password')),
    ];
    expect(rows).toHaveLength(2);
    const verifyToken = await latestToken(t, me.user.email, 'verify-email');
    const resetToken = await latestToken(t, me.user.email, 'reset-password');
    for (const row of rows) {
      expect(row.sentAt).not.toBeNull();
      // The link's page is still named, its token not.
      expect(row.textBody).toMatch(/\/(verify-email|reset-password)\?token=\[redacted\]/);
      expect(row.htmlBody).toMatch(/\/(verify-email|reset-password)\?token=\[redacted\]/);
      for (const body of [row.textBody, row.htmlBody]) {
        expect(body).not.toContain(verifyToken);
        expect(body).not.toContain(resetToken);
      }
    }
    // The receiver's copy (the .eml file) carries the live link, which works.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, password: 'copper-meadow-signal-77' },
    });
    expect(reset.statusCode).toBe(200);
  });
});

describe('hostile input never reaches a mail header', () => {
  test('CR/LF in a subject or kind is flattened: no Bcc header, one To', async () => {
    await queueMail(t.database.db, {
      to: 'victim@example.test',
      kind: 'test-notice\r\nX-Evil: 1',
      subject: 'Hello\r\nBcc: evil@x',
      ...renderMail(
        { heading: 'Hi Eve\r\nBcc: evil@x', paragraphs: ['<script>alert(1)</script>'] },
        PUBLIC_URL,
      ),
    });
    await t.app.jobs.drain();
    const files = await fs.readdir(mailDir);
    const file = files.find((n) => n.includes('test-notice'));
    const mail = parseMail(await fs.readFile(path.join(mailDir, file!), 'utf8'));
    expect(mail.headers.filter((h) => h.name === 'bcc' || h.name === 'x-evil')).toEqual([]);
    expect(mail.headers.filter((h) => h.name === 'to')).toHaveLength(1);
    expect(mail.header('subject')).toBe('Hello Bcc: evil@x');
    const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
    expect(head).not.toMatch(/^(bcc|x-evil):/im);
    // The HTML part shows markup as text.
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('the file transport logs each message', () => {
  test('the mail fallback log says to whom and about what, never the link or its token', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const transport = createMailTransport({
      from: 'Resale Zone <no-reply@resale.example>',
      mailDir,
      log: pino(sink),
    });
    const token = 'Zm9yLWEtbG9nLWNoZWNrLW9ubHktMzItYnl0ZXMtbG9uZw';
    const body = renderMail(
      {
        heading: 'Reset your password',
        paragraphs: ['Someone asked to reset your password.'],
        action: {
          label: 'Choose a new password',
          url: `${PUBLIC_URL}/reset-password?token=${token}`,
        },
      },
      PUBLIC_URL,
    );
    await transport.send({
      id: crypto.randomUUID(),
      kind: 'log-check',
      toAddress: 'newcomer@example.test',
      subject: 'Reset your password',
      textBody: body.text,
      htmlBody: body.html,
      messageId: '<log-check@resale-zone.mail>',
      createdAt: new Date(),
      sentAt: null,
    });
    const line = lines.find((l) => l.includes('log-check'))!;
    expect(JSON.parse(line)).toMatchObject({
      kind: 'log-check',
      to: 'newcomer@example.test',
      subject: 'Reset your password',
    });
    expect(line).not.toContain(token);
    expect(line).not.toContain('reset-password?');
    expect(line).not.toMatch(/token=/);
  });
});
