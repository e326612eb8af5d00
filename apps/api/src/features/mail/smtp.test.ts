import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { mailOutbox } from '../../db/schema.ts';
import { signUpAs, type SignedUp } from '../../test/auth.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { waitUntil, WAIT_GUARD_MS } from '../../test/wait.ts';
import { mailJobs, makeRetriesDue } from '../jobs/test-queue.ts';
import { queueMail, renderMail } from '../../shared/mail/queue-mail.ts';
import { freePort } from '../../test/ports.ts';
import { verifiedSellerWithPhone, requestBooking } from '../../test/sales.ts';

/** Mail through a real SMTP server (smtp-server, started here), with its credentials in SMTP_URL. */

const PUBLIC_URL = 'https://resale.example';

let t: TestContext;
let port: number;
let smtp: SmtpReceiver | undefined;
/** The app now serving: the test's own, then the one started again on the same database. */
let app: FastifyInstance;
beforeAll(async () => {
  port = await freePort();
  t = await createTestContext(
    { SMTP_URL: `smtp://mailer:p4ss-w0rd@127.0.0.1:${port}`, PUBLIC_URL },
    {},
    // The worker runs as in production, looking for work often so the test is quick.
    { work: true, pollMs: 100 },
  );
  app = t.app;
});
afterAll(async () => {
  if (app !== t.app) await app.close();
  await t.close();
  await smtp?.close();
});

const book = (buyer: SignedUp, listingId: string) =>
  requestBooking(app, buyer, listingId, 'Dhanmondi 27');

describe('mail through a real SMTP server', () => {
  test('the message arrives, authenticated, with its link on the public URL', async () => {
    smtp = await startSmtpReceiver(port);
    const { seller, listing } = await verifiedSellerWithPhone(t, { productName: 'Galaxy S23' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    expect((await book(buyer, listing.id)).statusCode).toBe(201);

    const forSeller = () =>
      smtp!.messages.filter(
        (m) =>
          m.rcptTo.includes(seller.user.email) && m.header('subject')?.startsWith('New booking'),
      );
    await waitUntil(() => forSeller().length === 1);
    const [mail] = forSeller();
    expect(mail!.header('subject')).toBe('New booking: Galaxy S23');
    expect(mail!.header('from')).toBe('Resale Zone <no-reply@localhost>');
    expect(mail!.text).toContain(`See your orders: ${PUBLIC_URL}/deshboard/order`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/deshboard/order"`);
    expect(mail!.html).toContain('<html lang="en">');
    await smtp.close();
    smtp = undefined;
  });

  test('SMTP down: the request still succeeds; after a restart and the server’s return the message arrives exactly once', async () => {
    const { seller, listing } = await verifiedSellerWithPhone(t, { productName: 'Galaxy S23' });
    const buyer = await signUpAs(t, { accountType: 'buyer' });
    const res = await book(buyer, listing.id);
    expect(res.statusCode, res.body).toBe(201);

    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, seller.user.email), eq(mailOutbox.kind, 'booking-received')),
      );
    expect(row).toBeDefined();
    // The worker tried and failed (connection refused); the message waits, unsent.
    await expect
      .poll(
        async () => (await mailJobs(t.database)).find((j) => j.data.outboxId === row!.id)?.state,
        {
          timeout: WAIT_GUARD_MS,
          interval: 100,
        },
      )
      .toBe('retry');
    expect(
      (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]!.sentAt,
    ).toBeNull();

    // The process stops (its worker finishes what it is doing) and a new one starts on the same
    // database; the SMTP server comes back.
    await t.app.close();
    app = await buildApp({
      env: t.env,
      database: t.database,
      logger: false,
      jobs: { work: true, pollMs: 100 },
    });
    await app.ready();
    smtp = await startSmtpReceiver(port);
    // The retry's back-off (30-60 s) passes.
    await makeRetriesDue(t.database);

    const forSeller = () => smtp!.messages.filter((m) => m.header('message-id') === row!.messageId);
    await waitUntil(() => forSeller().length === 1);
    // The receiver has it before the worker hears back; the worker then marks it sent.
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]!
            .sentAt,
        { timeout: WAIT_GUARD_MS, interval: 100 },
      )
      .not.toBeNull();
    // Nothing is left to send, and nothing is sent twice.
    expect(await app.jobs.drain()).toBe(0);
    expect(forSeller()).toHaveLength(1);
  });

  test('a name trying to inject a header reaches only the intended recipient', async () => {
    smtp ??= await startSmtpReceiver(port);
    // An address is never flattened into something else: it is refused.
    await expect(
      queueMail(t.database.db, {
        to: 'victim@example.test\r\nBcc: evil@x',
        kind: 'test-notice',
        subject: 'Hi',
        text: 'Hi',
        html: '<p>Hi</p>',
      }),
    ).rejects.toThrow(/not one mail address/);
    await queueMail(t.database.db, {
      to: 'victim@example.test',
      kind: 'test-notice',
      subject: 'Welcome Eve\r\nBcc: evil@x',
      ...renderMail({ heading: 'Welcome Eve\r\nBcc: evil@x', paragraphs: ['Hi.'] }, PUBLIC_URL),
    });
    await waitUntil(() => smtp!.messages.some((m) => m.header('subject')?.startsWith('Welcome')));
    const mail = smtp.messages.find((m) => m.header('subject')?.startsWith('Welcome'))!;
    expect(mail.rcptTo).toEqual(['victim@example.test']);
    expect(mail.headers.filter((h) => h.name === 'bcc')).toEqual([]);
    expect(mail.header('subject')).toBe('Welcome Eve Bcc: evil@x');
  });
});
